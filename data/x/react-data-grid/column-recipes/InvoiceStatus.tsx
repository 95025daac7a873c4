import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Invoice = { id: string; client: string; due: Date; amount: number; paid: boolean };

// A fixed "today" keeps this demo deterministic; an app would use new Date() after mounting.
const TODAY = new Date(2025, 5, 16);
const DAY = 24 * 60 * 60 * 1000;

const rows: Invoice[] = [
  { id: 'F-2025-118', client: 'Orchard Dental', due: new Date(2025, 4, 30), amount: 1840, paid: false },
  { id: 'F-2025-121', client: 'Baltic Freight', due: new Date(2025, 5, 10), amount: 5200, paid: true },
  { id: 'F-2025-124', client: 'Copperleaf Books', due: new Date(2025, 5, 13), amount: 640, paid: false },
  { id: 'F-2025-127', client: 'Studio Marga', due: new Date(2025, 5, 28), amount: 2990, paid: false },
];

type Status = 'Paid' | 'Overdue' | 'Due';
const statusColor = { Paid: 'success', Overdue: 'error', Due: 'default' } as const;

const daysLate = (row: Invoice) => Math.max(0, Math.round((TODAY.getTime() - row.due.getTime()) / DAY));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'due', headerName: 'Due date', type: 'date', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Overdue', 'Due'],
    width: 120,
    display: 'flex',
    valueGetter: (_value, row): Status => (row.paid ? 'Paid' : daysLate(row) > 0 ? 'Overdue' : 'Due'),
    renderCell: (params) => <Chip size="small" label={params.value} color={statusColor[params.value as Status]} />,
  },
  {
    field: 'daysLate',
    headerName: 'Days late',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => (row.paid ? null : daysLate(row)),
    valueFormatter: (value: number | null) => (value ? `${value} d` : '—'),
  },
];

export default function InvoiceStatus() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'daysLate', sort: 'desc' }] } }}
      />
    </div>
  );
}
