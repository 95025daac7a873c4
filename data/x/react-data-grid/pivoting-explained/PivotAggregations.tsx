import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

type Sale = { id: number; region: string; channel: string; product: string; bags: number; revenue: number };

const rows: Sale[] = [
  { id: 1, region: 'South', channel: 'Wholesale', product: 'Espresso blend', bags: 35, revenue: 630 },
  { id: 2, region: 'North', channel: 'Online', product: 'Espresso blend', bags: 20, revenue: 360 },
  { id: 3, region: 'North', channel: 'Wholesale', product: 'Decaf blend', bags: 10, revenue: 160 },
  { id: 4, region: 'West', channel: 'Online', product: 'Single origin', bags: 8, revenue: 200 },
  { id: 5, region: 'South', channel: 'Online', product: 'Decaf blend', bags: 12, revenue: 192 },
  { id: 6, region: 'North', channel: 'Wholesale', product: 'Espresso blend', bags: 40, revenue: 720 },
  { id: 7, region: 'West', channel: 'Wholesale', product: 'Espresso blend', bags: 25, revenue: 450 },
  { id: 8, region: 'South', channel: 'Wholesale', product: 'Single origin', bags: 14, revenue: 350 },
  { id: 9, region: 'North', channel: 'Online', product: 'Single origin', bags: 6, revenue: 150 },
  { id: 10, region: 'West', channel: 'Online', product: 'Decaf blend', bags: 9, revenue: 144 },
  { id: 11, region: 'South', channel: 'Wholesale', product: 'Espresso blend', bags: 30, revenue: 540 },
  { id: 12, region: 'North', channel: 'Online', product: 'Decaf blend', bags: 15, revenue: 240 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'bags', headerName: 'Bags', type: 'number', width: 80 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)) },
];

const functions = [
  { value: 'sum', label: 'sum: total revenue' },
  { value: 'avg', label: 'avg: average order' },
  { value: 'max', label: 'max: largest order' },
  { value: 'min', label: 'min: smallest order' },
  { value: 'size', label: 'size: number of orders' },
];

export default function PivotAggregations() {
  const [aggFunc, setAggFunc] = React.useState('sum');
  const [withBags, setWithBags] = React.useState(false);

  const pivotModel = React.useMemo<GridPivotModel>(
    () => ({
      rows: [{ field: 'product' }],
      columns: [{ field: 'region', sort: 'asc' }],
      values: [
        { field: 'revenue', aggFunc },
        // A second value field adds a second column under every region.
        ...(withBags ? [{ field: 'bags', aggFunc: 'sum' }] : []),
      ],
    }),
    [aggFunc, withBags],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField select size="small" label="Revenue aggregated with" value={aggFunc}
          onChange={(event) => setAggFunc(event.target.value)} sx={{ minWidth: 240 }}>
          {functions.map((option) => (
            <MenuItem key={option.value} value={option.value}>{option.label}</MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={withBags} onChange={(event) => setWithBags(event.target.checked)} />}
          label="Add bags (sum) as a second value"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          label="Revenue per product and region"
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
