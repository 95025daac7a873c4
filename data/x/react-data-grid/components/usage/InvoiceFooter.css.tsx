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

const css = `
.invoices-footer {
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 52px;
  padding: 0 12px;
  border-top: 1px solid #e0e0e0;
}
.invoices-footer-count { font-size: 0.875rem; color: #555; }
.invoices-footer-button {
  padding: 4px 12px;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 500;
  color: #1d4ed8;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.invoices-footer-button:hover { background: #eff6ff; }
`;

function InvoicesFooter() {
  // Any slot can read the grid state: here, how many rows pass the filters.
  const apiRef = useGridApiContext();
  const visibleCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  return (
    <div className="invoices-footer">
      <span className="invoices-footer-count">{visibleCount} invoices shown</span>
      <ExportCsv render={<button type="button" className="invoices-footer-button" />} options={{ fileName: 'invoices' }}>
        Download CSV
      </ExportCsv>
    </div>
  );
}

export default function InvoiceFooter() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <style href="invoice-footer" precedence="default">
        {css}
      </style>
      <DataGrid rows={rows} columns={columns} slots={{ footer: InvoicesFooter }} />
    </div>
  );
}
