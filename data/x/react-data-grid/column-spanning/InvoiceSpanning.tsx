import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Line =
  | { id: number; kind: 'item'; description: string; quantity: number; unitPrice: number }
  | { id: number; kind: 'note'; description: string }
  | { id: number; kind: 'subtotal' | 'tax' | 'total'; description: string; amount: number };

const lines: Line[] = [
  { id: 1, kind: 'item', description: 'Website audit (days)', quantity: 3, unitPrice: 650 },
  { id: 2, kind: 'item', description: 'Design system workshop', quantity: 1, unitPrice: 1200 },
  { id: 3, kind: 'item', description: 'Hosting, annual plan', quantity: 1, unitPrice: 480 },
  { id: 4, kind: 'note', description: 'Workshop travel costs are included. Payment due within 30 days.' },
  { id: 5, kind: 'subtotal', description: 'Subtotal', amount: 3630 },
  { id: 6, kind: 'tax', description: 'VAT 20 %', amount: 726 },
  { id: 7, kind: 'total', description: 'Total due', amount: 4356 },
];

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const money = (value?: number) => (value == null ? '' : eur.format(value));

const columns: GridColDef<Line>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 220,
    // Notes span all 4 columns; summary labels span description, quantity and unit price.
    colSpan: (_value, row) => (row.kind === 'note' ? 4 : row.kind === 'item' ? 1 : 3),
    cellClassName: (params) => (params.row.kind === 'item' || params.row.kind === 'note' ? '' : 'summary-label'),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 130, valueFormatter: money },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) =>
      row.kind === 'item' ? row.quantity * row.unitPrice : row.kind === 'note' ? undefined : row.amount,
    valueFormatter: money,
  },
];

export default function InvoiceSpanning() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .line--note': { fontStyle: 'italic', color: 'text.secondary' },
        '& .summary-label': { textAlign: 'right', justifyContent: 'flex-end' },
        '& .line--total': { fontWeight: 700, backgroundColor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={lines}
        columns={columns}
        hideFooter
        disableColumnSorting
        disableColumnFilter
        showCellVerticalBorder
        getRowClassName={(params) => `line--${params.row.kind}`}
      />
    </Box>
  );
}
