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

const button = 'rounded-md px-3 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50';

function ExpensesToolbar() {
  return (
    <Toolbar className="gap-1 px-2">
      <span className="mx-1 flex-1 text-sm text-gray-600">Select rows to export only those.</span>
      <ExportCsv
        render={<button type="button" className={button} />}
        options={{ fileName: 'expenses-march', delimiter: ';', utf8WithBom: true }}
      >
        CSV
      </ExportCsv>
      <ExportPrint render={<button type="button" className={button} />} options={{ hideToolbar: true, hideFooter: true }}>
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExpenseExport() {
  return (
    <div className="h-[360px] w-full">
      <DataGrid rows={rows} columns={columns} checkboxSelection slots={{ toolbar: ExpensesToolbar }} showToolbar />
    </div>
  );
}
