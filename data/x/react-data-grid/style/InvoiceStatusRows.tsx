import Chip from '@mui/material/Chip';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

type Status = 'paid' | 'due' | 'overdue';

type Invoice = { id: string; client: string; amount: number; status: Status };

const invoices: Invoice[] = [
  { id: 'INV-2291', client: 'Harbor Books', amount: 86.5, status: 'paid' },
  { id: 'INV-2292', client: 'Lumen Lighting', amount: 1240, status: 'overdue' },
  { id: 'INV-2293', client: 'Fjord Outdoor', amount: 349, status: 'due' },
  { id: 'INV-2294', client: 'Atlas Print', amount: 212.4, status: 'paid' },
  { id: 'INV-2295', client: 'Nori Kitchen', amount: 58, status: 'overdue' },
  { id: 'INV-2296', client: 'Pinecrest Bank', amount: 4100, status: 'due' },
];

const statusLabels: Record<Status, string> = { paid: 'Paid', due: 'Due', overdue: 'Overdue' };

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    // The word carries the meaning; the row colour only reinforces it.
    renderCell: ({ row }) => (
      <Chip
        size="small"
        variant="outlined"
        label={statusLabels[row.status]}
        color={row.status === 'overdue' ? 'error' : row.status === 'paid' ? 'success' : 'default'}
      />
    ),
  },
];

export default function InvoiceStatusRows() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        label="Invoices"
        rows={invoices}
        columns={columns}
        hideFooter
        getRowClassName={(params) => `invoice--${params.row.status}`}
        sx={(theme) => ({
          [`& .${gridClasses.row}.invoice--overdue`]: {
            backgroundColor: theme.alpha((theme.vars || theme).palette.error.main, 0.04),
            '&:hover': {
              backgroundColor: theme.alpha((theme.vars || theme).palette.error.main, 0.08),
            },
          },
          [`& .${gridClasses.row}.invoice--paid`]: {
            color: 'text.secondary',
          },
        })}
      />
    </div>
  );
}
