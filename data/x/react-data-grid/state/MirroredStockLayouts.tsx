import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

type StockLine = { id: number; product: string; aisle: string; units: number; reorderAt: number };

const columns: GridColDef<StockLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 130 },
  { field: 'aisle', headerName: 'Aisle', width: 80 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
];

const northStock: StockLine[] = [
  { id: 1, product: 'Olive oil 1 l', aisle: 'A3', units: 140, reorderAt: 60 },
  { id: 2, product: 'Basmati rice 5 kg', aisle: 'B1', units: 35, reorderAt: 40 },
  { id: 3, product: 'Chickpeas, tin', aisle: 'C2', units: 410, reorderAt: 150 },
  { id: 4, product: 'Oat milk 1 l', aisle: 'D4', units: 88, reorderAt: 100 },
];

const southStock: StockLine[] = [
  { id: 1, product: 'Olive oil 1 l', aisle: 'F1', units: 72, reorderAt: 60 },
  { id: 2, product: 'Basmati rice 5 kg', aisle: 'F2', units: 51, reorderAt: 40 },
  { id: 3, product: 'Chickpeas, tin', aisle: 'G5', units: 120, reorderAt: 150 },
  { id: 4, product: 'Oat milk 1 l', aisle: 'H1', units: 143, reorderAt: 100 },
];

export default function MirroredStockLayouts() {
  const northApiRef = useGridApiRef();
  const [southState, setSouthState] = React.useState<GridInitialState>({});
  const [southKey, setSouthKey] = React.useState(0);

  const copyLayout = () => {
    const state = northApiRef.current?.exportState();
    if (!state) return;
    setSouthState(state);
    // initialState is read on mount only: a new key mounts the second grid again.
    setSouthKey((key) => key + 1);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={copyLayout}>
        Open South depot with North's layout
      </Button>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" id="north-depot-title">
            North depot (change its sort, filter or columns)
          </Typography>
          <div style={{ height: 300 }}>
            <DataGrid apiRef={northApiRef} aria-labelledby="north-depot-title" rows={northStock} columns={columns} hideFooter />
          </div>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" id="south-depot-title">
            South depot (mounted {southKey === 0 ? 'with the default layout' : `${southKey} time(s) with North's layout`})
          </Typography>
          <div style={{ height: 300 }}>
            <DataGrid key={southKey} aria-labelledby="south-depot-title" rows={southStock} columns={columns} initialState={southState} hideFooter />
          </div>
        </Box>
      </Stack>
    </Stack>
  );
}
