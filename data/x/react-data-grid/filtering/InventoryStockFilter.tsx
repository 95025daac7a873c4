import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const products = [
  { id: 1, sku: 'MUG-001', name: 'Stoneware mug', warehouse: 'Leeds', stock: 124 },
  { id: 2, sku: 'TEA-014', name: 'Loose-leaf sampler', warehouse: 'Leeds', stock: 8 },
  { id: 3, sku: 'KTL-220', name: 'Gooseneck kettle', warehouse: 'Bristol', stock: 0 },
  { id: 4, sku: 'INF-031', name: 'Steel infuser', warehouse: 'Bristol', stock: 57 },
  { id: 5, sku: 'POT-105', name: 'Glass teapot', warehouse: 'Leeds', stock: 3 },
  { id: 6, sku: 'CUP-009', name: 'Espresso cup set', warehouse: 'Glasgow', stock: 0 },
  { id: 7, sku: 'SCL-400', name: 'Coffee scale', warehouse: 'Glasgow', stock: 19 },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

type Preset = 'all' | 'low' | 'out';

const presets: Record<Preset, GridFilterModel> = {
  all: { items: [] },
  low: { items: [{ field: 'stock', operator: '<', value: 10 }] },
  out: { items: [{ field: 'stock', operator: '=', value: 0 }] },
};

export default function InventoryStockFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(presets.low);

  // Highlights the matching preset, or none when the user built a filter in the panel.
  const activePreset = (Object.keys(presets) as Preset[]).find(
    (key) => JSON.stringify(presets[key].items) === JSON.stringify(filterModel.items),
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={activePreset ?? null}
        onChange={(_, preset: Preset | null) => preset && setFilterModel(presets[preset])}
        aria-label="Stock level"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="all">All products</ToggleButton>
        <ToggleButton value="low">Below 10</ToggleButton>
        <ToggleButton value="out">Out of stock</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 320 }}>
        <DataGrid
          label="Inventory"
          rows={products}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </Box>
      <Typography variant="body2" component="pre" sx={{ mt: 1, color: 'text.secondary', fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        filterModel.items = {JSON.stringify(filterModel.items)}
      </Typography>
    </Box>
  );
}
