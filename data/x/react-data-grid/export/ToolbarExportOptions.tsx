import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Expense = { id: number; date: Date; employee: string; category: string; amount: number; note: string };

const rows: Expense[] = [
  { id: 1, date: new Date(2025, 2, 3), employee: 'Sofía Ortega', category: 'Travel', amount: 412.8, note: 'Train to Lyon' },
  { id: 2, date: new Date(2025, 2, 5), employee: 'Tobias Krüger', category: 'Meals', amount: 58.2, note: 'Client lunch' },
  { id: 3, date: new Date(2025, 2, 7), employee: 'Sofía Ortega', category: 'Lodging', amount: 239, note: 'Hotel, 2 nights' },
  { id: 4, date: new Date(2025, 2, 11), employee: 'Nadia Benali', category: 'Software', amount: 19.99, note: 'Diagram tool' },
  { id: 5, date: new Date(2025, 2, 12), employee: 'Tobias Krüger', category: 'Travel', amount: 86.5, note: 'Taxi to airport' },
];

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 110 },
  // The formatted text ("412,80 €") is what the CSV file contains.
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120, valueFormatter: (value?: number) => (value == null ? '' : euro.format(value)) },
  // Internal notes stay out of every export.
  { field: 'note', headerName: 'Internal note', width: 160, disableExport: true },
];

export default function ToolbarExportOptions() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Expense report"
        rows={rows}
        columns={columns}
        showToolbar
        checkboxSelection
        slotProps={{
          toolbar: {
            // Semicolons and a byte order mark: what Excel expects in many European locales.
            csvOptions: { fileName: 'expenses-march-2025', delimiter: ';', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
        hideFooter
      />
    </div>
  );
}
