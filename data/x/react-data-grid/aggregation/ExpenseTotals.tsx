import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Expense = { id: number; employee: string; city: string; nights: number; amount: number; submitted: Date };

const rows: Expense[] = [
  { id: 1, employee: 'Zoe Adams', city: 'Lisbon', nights: 3, amount: 1_240, submitted: new Date(2025, 2, 3) },
  { id: 2, employee: 'Mateo Silva', city: 'Prague', nights: 2, amount: 690, submitted: new Date(2025, 2, 5) },
  { id: 3, employee: 'Ayesha Khan', city: 'Dublin', nights: 4, amount: 1_875, submitted: new Date(2025, 2, 11) },
  { id: 4, employee: 'Zoe Adams', city: 'Milan', nights: 1, amount: 410, submitted: new Date(2025, 2, 14) },
  { id: 5, employee: 'Tom Becker', city: 'Lisbon', nights: 5, amount: 2_030, submitted: new Date(2025, 2, 18) },
  { id: 6, employee: 'Mateo Silva', city: 'Oslo', nights: 2, amount: 1_120, submitted: new Date(2025, 2, 21) },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Expense>[] = [
  { field: 'employee', headerName: 'Employee', width: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 110 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)) },
  { field: 'submitted', headerName: 'Submitted', type: 'date', width: 150,
    valueFormatter: (value?: Date) => (value ? day.format(value) : '') },
];

export default function ExpenseTotals() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { amount: 'sum', nights: 'avg', submitted: 'max', employee: 'size' } },
        }}
      />
    </div>
  );
}
