import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

type Item = { id: number; sku: string; name: string; supplier: string; unitCost: number; price: number; stock: number; reorderAt: number };

const rows: Item[] = [
  { id: 1, sku: 'BK-221', name: 'Notebook A5, dotted', supplier: 'Papeterie Lumière', unitCost: 2.1, price: 6.5, stock: 340, reorderAt: 100 },
  { id: 2, sku: 'PN-090', name: 'Gel pen, black', supplier: 'InkWorks', unitCost: 0.4, price: 1.9, stock: 58, reorderAt: 200 },
  { id: 3, sku: 'ST-310', name: 'Desk organiser', supplier: 'Birch & Co', unitCost: 9.8, price: 24, stock: 21, reorderAt: 15 },
  { id: 4, sku: 'TP-015', name: 'Washi tape set', supplier: 'Papeterie Lumière', unitCost: 1.6, price: 5.5, stock: 0, reorderAt: 40 },
];

const columns: GridColDef<Item>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  { field: 'unitCost', headerName: 'Unit cost', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
];

const presets: Record<string, GridColumnVisibilityModel> = {
  sales: { supplier: false, unitCost: false, reorderAt: false },
  purchasing: { price: false },
  all: {},
};

export default function ColumnPresets() {
  const [preset, setPreset] = React.useState('sales');
  const [model, setModel] = React.useState<GridColumnVisibilityModel>(presets.sales);

  const choosePreset = (_event: React.MouseEvent, value: string | null) => {
    if (value) {
      setPreset(value);
      setModel(presets[value]);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={preset} onChange={choosePreset} aria-label="Column preset">
        <ToggleButton value="sales">Sales view</ToggleButton>
        <ToggleButton value="purchasing">Purchasing view</ToggleButton>
        <ToggleButton value="all">All columns</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={(newModel) => setModel(newModel)}
        />
      </div>
    </Stack>
  );
}
