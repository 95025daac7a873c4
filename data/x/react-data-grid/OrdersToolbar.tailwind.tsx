import { ColumnsPanelTrigger, DataGrid, ExportCsv, FilterPanelTrigger, Toolbar, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, customer: 'Ada Brooks', total: 182.5, status: 'Shipped' },
  { id: 2, customer: 'Kenji Sato', total: 64, status: 'Processing' },
  { id: 3, customer: 'Lina Haddad', total: 310.2, status: 'Delivered' },
  { id: 4, customer: 'Marta Silva', total: 47.9, status: 'Cancelled' },
];

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const buttonClasses = 'rounded-md border border-gray-300 px-2.5 py-1 text-sm text-gray-700 hover:bg-gray-100';

function OrdersGridToolbar() {
  return (
    <Toolbar className="gap-2 px-2">
      <span className="flex-1 font-medium">Orders</span>
      <ColumnsPanelTrigger render={<button type="button" className={buttonClasses} />}>Columns</ColumnsPanelTrigger>
      <FilterPanelTrigger render={<button type="button" className={buttonClasses} />}>Filters</FilterPanelTrigger>
      <ExportCsv render={<button type="button" className={buttonClasses} />} options={{ fileName: 'orders' }}>
        Download CSV
      </ExportCsv>
    </Toolbar>
  );
}

export default function OrdersToolbar() {
  return (
    <div className="h-80 w-full">
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: OrdersGridToolbar }} showToolbar />
    </div>
  );
}
