import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

type Sale = {
  id: number;
  date: Date;
  region: string;
  channel: string;
  product: string;
  bags: number;
  revenue: number;
};

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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Sale>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'bags', headerName: 'Bags', type: 'number', width: 80 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)) },
];

// 'date-quarter' and 'date-year' are derived by the grid from the 'date' column.
const sources = [
  { value: 'region', label: 'Region' },
  { value: 'channel', label: 'Channel' },
  { value: 'date-quarter', label: 'Date (Quarter)' },
  { value: 'date-year', label: 'Date (Year)' },
];

type Order = 'appearance' | 'asc' | 'desc';

export default function PivotColumnSources() {
  const [field, setField] = React.useState('region');
  const [order, setOrder] = React.useState<Order>('appearance');

  const pivotModel = React.useMemo<GridPivotModel>(
    () => ({
      rows: [{ field: 'product' }],
      columns: [{ field, sort: order === 'appearance' ? undefined : order }],
      values: [{ field: 'revenue', aggFunc: 'sum' }],
    }),
    [field, order],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1.5, flexWrap: 'wrap' }}>
        <TextField select size="small" label="Columns from" value={field}
          onChange={(event) => setField(event.target.value)} sx={{ minWidth: 180 }}>
          {sources.map((source) => (
            <MenuItem key={source.value} value={source.value}>{source.label}</MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Column order" value={order}
          onChange={(event) => setOrder(event.target.value as Order)} sx={{ minWidth: 180 }}>
          <MenuItem value="appearance">As found (no sort)</MenuItem>
          <MenuItem value="asc">Ascending</MenuItem>
          <MenuItem value="desc">Descending</MenuItem>
        </TextField>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          label="Revenue per product"
          rows={rows}
          columns={columns}
          density="compact"
          pivotActive
          pivotModel={pivotModel}
          disableColumnMenu
        />
      </Box>
    </Box>
  );
}
