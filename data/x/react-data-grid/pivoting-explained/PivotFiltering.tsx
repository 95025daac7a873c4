import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type GridColDef,
  type GridFilterModel,
  type GridPivotModel,
  type GridSortModel,
} from '@mui/x-data-grid-premium';

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

const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'region', sort: 'asc' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

const channelFilter = (channel: string): GridFilterModel => ({
  // The filter names a field of the source rows, not a generated pivot column.
  items: channel === 'all' ? [] : [{ id: 1, field: 'channel', operator: 'equals', value: channel }],
});

export default function PivotFiltering() {
  const [channel, setChannel] = React.useState<string | null>('Online');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(() => channelFilter('Online'));
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={channel} aria-label="Channel" sx={{ mb: 1 }}
        onChange={(_event, next: string | null) => {
          if (next) {
            setChannel(next);
            setFilterModel(channelFilter(next));
          }
        }}>
        <ToggleButton value="all">All channels</ToggleButton>
        <ToggleButton value="Online">Online</ToggleButton>
        <ToggleButton value="Wholesale">Wholesale</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          label="Revenue per product and region"
          rows={rows}
          columns={columns}
          density="compact"
          showToolbar
          initialState={{ pivoting: { enabled: true, model: pivotModel } }}
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model); // edited in the filter panel
            setChannel(null);
          }}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
        />
      </Box>
    </Box>
  );
}
