import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Sale = {
  id: number;
  date: Date;
  region: string;
  channel: string;
  product: string;
  bags: number;
  revenue: number;
};

// One row per order: the "source rows" that every pivot on this page is built from.
const rows: Sale[] = [
  { id: 1, date: new Date(2025, 0, 8), region: 'South', channel: 'Wholesale', product: 'Espresso blend', bags: 35, revenue: 630 },
  { id: 2, date: new Date(2025, 1, 15), region: 'North', channel: 'Online', product: 'Espresso blend', bags: 20, revenue: 360 },
  { id: 3, date: new Date(2025, 2, 3), region: 'North', channel: 'Wholesale', product: 'Decaf blend', bags: 10, revenue: 160 },
  { id: 4, date: new Date(2025, 3, 21), region: 'West', channel: 'Online', product: 'Single origin', bags: 8, revenue: 200 },
  { id: 5, date: new Date(2025, 4, 10), region: 'South', channel: 'Online', product: 'Decaf blend', bags: 12, revenue: 192 },
  { id: 6, date: new Date(2025, 5, 28), region: 'North', channel: 'Wholesale', product: 'Espresso blend', bags: 40, revenue: 720 },
  { id: 7, date: new Date(2025, 6, 4), region: 'West', channel: 'Wholesale', product: 'Espresso blend', bags: 25, revenue: 450 },
  { id: 8, date: new Date(2025, 7, 19), region: 'South', channel: 'Wholesale', product: 'Single origin', bags: 14, revenue: 350 },
  { id: 9, date: new Date(2025, 8, 6), region: 'North', channel: 'Online', product: 'Single origin', bags: 6, revenue: 150 },
  { id: 10, date: new Date(2025, 9, 23), region: 'West', channel: 'Online', product: 'Decaf blend', bags: 9, revenue: 144 },
  { id: 11, date: new Date(2025, 10, 2), region: 'South', channel: 'Wholesale', product: 'Espresso blend', bags: 30, revenue: 540 },
  { id: 12, date: new Date(2025, 11, 17), region: 'North', channel: 'Online', product: 'Decaf blend', bags: 15, revenue: 240 },
];

// "2025-01-08", built from the local date parts (toISOString() would shift to UTC).
const formatDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Sale>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 80 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120,
    valueFormatter: (value?: Date) => (value ? formatDay(value) : '') },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'bags', headerName: 'Bags', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)) },
];

export default function CoffeeSalesRows() {
  return (
    <div style={{ height: 450, width: '100%' }}>
      <DataGridPremium
        label="Coffee orders, 2025"
        rows={rows}
        columns={columns}
        density="compact"
        disablePivoting
        hideFooter
      />
    </div>
  );
}
