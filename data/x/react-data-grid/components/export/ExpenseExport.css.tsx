import { DataGrid, ExportCsv, ExportPrint, Toolbar, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, employee: 'Hana Okafor', category: 'Travel', amount: 412.8, receipt: 'R-5531' },
  { id: 2, employee: 'Lucas Meyer', category: 'Meals', amount: 58.4, receipt: 'R-5532' },
  { id: 3, employee: 'Sofia Rossi', category: 'Software', amount: 129, receipt: 'R-5533' },
  { id: 4, employee: 'Omar Farouk', category: 'Travel', amount: 986.15, receipt: 'R-5534' },
  { id: 5, employee: 'Mei Chen', category: 'Office', amount: 74.9, receipt: 'R-5535' },
];

const columns: GridColDef[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  // Internal reference: shown on screen, left out of every export.
  { field: 'receipt', headerName: 'Receipt', width: 100, disableExport: true },
];

const css = `
.expenses-toolbar { gap: 4px; padding: 0 8px; }
.expenses-toolbar-hint { flex: 1; margin: 0 4px; font-size: 0.875rem; color: #4b5563; }
.expenses-toolbar-button {
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
.expenses-toolbar-button:hover { background: #eff6ff; }
`;

function ExpensesToolbar() {
  const button = <button type="button" className="expenses-toolbar-button" />;
  return (
    <Toolbar className="expenses-toolbar">
      <span className="expenses-toolbar-hint">Select rows to export only those.</span>
      <ExportCsv render={button} options={{ fileName: 'expenses-march', delimiter: ';', utf8WithBom: true }}>
        CSV
      </ExportCsv>
      <ExportPrint render={button} options={{ hideToolbar: true, hideFooter: true }}>
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExpenseExport() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <style href="expense-export" precedence="default">
        {css}
      </style>
      <DataGrid rows={rows} columns={columns} checkboxSelection slots={{ toolbar: ExpensesToolbar }} showToolbar />
    </div>
  );
}
