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

// React 19 hoists this stylesheet into <head> once, however many grids render it.
const css = `
.orders-toolbar { gap: 8px; padding: 0 8px; }
.orders-toolbar-title { flex: 1; font-weight: 500; }
.orders-toolbar-button {
  padding: 4px 10px;
  font: inherit;
  font-size: 0.875rem;
  background: transparent;
  border: 1px solid #c4c9d0;
  border-radius: 6px;
  cursor: pointer;
}
.orders-toolbar-button:hover { background: #f1f3f5; }
`;

function OrdersGridToolbar() {
  const button = <button type="button" className="orders-toolbar-button" />;
  return (
    <Toolbar className="orders-toolbar">
      <span className="orders-toolbar-title">Orders</span>
      <ColumnsPanelTrigger render={button}>Columns</ColumnsPanelTrigger>
      <FilterPanelTrigger render={button}>Filters</FilterPanelTrigger>
      <ExportCsv render={button} options={{ fileName: 'orders' }}>
        Download CSV
      </ExportCsv>
    </Toolbar>
  );
}

export default function OrdersToolbar() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <style href="orders-toolbar" precedence="default">
        {css}
      </style>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: OrdersGridToolbar }} showToolbar />
    </div>
  );
}
