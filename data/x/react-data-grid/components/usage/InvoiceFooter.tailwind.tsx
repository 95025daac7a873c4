import {
  DataGrid,
  ExportCsv,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 'INV-1041', client: 'Northwind Traders', amount: 1280, status: 'Paid' },
  { id: 'INV-1042', client: 'Blue Harbor Café', amount: 342.5, status: 'Overdue' },
  { id: 'INV-1043', client: 'Atlas Logistics', amount: 5210, status: 'Sent' },
  { id: 'INV-1044', client: 'Greenfield School', amount: 760, status: 'Paid' },
  { id: 'INV-1045', client: 'Orbit Studio', amount: 1995, status: 'Draft' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

function InvoicesFooter() {
  // Any slot can read the grid state: here, how many rows pass the filters.
  const apiRef = useGridApiContext();
  const visibleCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  return (
    <div className="flex min-h-[52px] items-center justify-between border-t border-gray-200 px-3">
      <span className="text-sm text-gray-600">{visibleCount} invoices shown</span>
      <ExportCsv
        render={<button type="button" className="rounded-md px-3 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50" />}
        options={{ fileName: 'invoices' }}
      >
        Download CSV
      </ExportCsv>
    </div>
  );
}

export default function InvoiceFooter() {
  return (
    <div className="h-[340px] w-full">
      <DataGrid rows={rows} columns={columns} slots={{ footer: InvoicesFooter }} />
    </div>
  );
}
