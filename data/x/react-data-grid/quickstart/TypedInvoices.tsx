import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

type Invoice = {
  number: string; // the unique key: used as the row id through getRowId
  client: { name: string; country: string };
  issued: string; // ISO date from the API
  amount: number;
  paid: boolean;
};

const invoices: GridRowsProp<Invoice> = [
  { number: 'INV-0408', client: { name: 'Northwind Traders', country: 'UK' }, issued: '2025-03-03', amount: 1240, paid: true },
  { number: 'INV-0409', client: { name: 'Lumen Studio', country: 'FR' }, issued: '2025-03-06', amount: 860.5, paid: false },
  { number: 'INV-0410', client: { name: 'Kaveh Logistics', country: 'DE' }, issued: '2025-03-10', amount: 4120, paid: true },
  { number: 'INV-0411', client: { name: 'Oak & Pine', country: 'CA' }, issued: '2025-03-12', amount: 312.75, paid: false },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 110 },
  {
    field: 'client',
    headerName: 'Client',
    flex: 1,
    minWidth: 170,
    // Nested data: the grid sorts and filters on the string this returns.
    valueGetter: (value, row) => `${row.client.name} (${row.client.country})`,
  },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 130,
    valueGetter: (value: string) => new Date(`${value}T00:00`),
    valueFormatter: (value: Date) => shortDate.format(value),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'paid',
    headerName: 'Status',
    width: 110,
    renderCell: (params) => (
      <Chip size="small" label={params.value ? 'Paid' : 'Due'} color={params.value ? 'success' : 'warning'} variant="outlined" />
    ),
  },
];

export default function TypedInvoices() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={invoices} columns={columns} getRowId={(row) => row.number} />
    </div>
  );
}
