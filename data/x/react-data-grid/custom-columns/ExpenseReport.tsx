import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

type Expense = { id: number; description: string; category: string; amount: number; vatRate: number; reimbursed: number };

const rows: Expense[] = [
  { id: 1, description: 'Train Paris → Lyon', category: 'Travel', amount: 118.4, vatRate: 0.1, reimbursed: 1 },
  { id: 2, description: 'Client dinner, Le Petit Zinc', category: 'Meals', amount: 264, vatRate: 0.1, reimbursed: 0.5 },
  { id: 3, description: 'Conference ticket', category: 'Training', amount: 590, vatRate: 0.2, reimbursed: 0 },
  { id: 4, description: 'USB-C dock', category: 'Equipment', amount: 189.99, vatRate: 0.2, reimbursed: 1 },
];

const eur = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const pct = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

// Reusable column types: spread them into any column definition.
const euroColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 130,
  valueFormatter: (value?: number) => (value == null ? '' : eur.format(value)),
  cellClassName: 'amount-cell',
};

const percentColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: (value?: number) => (value == null ? '' : pct.format(value)),
  // Users type 20 for 20 %; the row stores 0.2.
  valueParser: (value?: string) => (value ? Number(value) / 100 : 0),
};

const columns: GridColDef<Expense>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'amount', headerName: 'Amount', ...euroColumn },
  { field: 'vatRate', headerName: 'VAT', ...percentColumn, editable: true },
  {
    field: 'vat',
    headerName: 'VAT amount',
    ...euroColumn,
    valueGetter: (_value, row) => Math.round(row.amount * row.vatRate * 100) / 100,
  },
  { field: 'reimbursed', headerName: 'Reimbursed', ...percentColumn, width: 120 },
];

export default function ExpenseReport() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{ '& .amount-cell': { fontVariantNumeric: 'tabular-nums', fontWeight: 500 } }}
      />
    </div>
  );
}
