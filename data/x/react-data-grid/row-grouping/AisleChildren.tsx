import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  getGroupRowIdFromPath,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-premium';

type OrderLine = { id: string; aisle: string; product: string; qty: number };

const rows: OrderLine[] = [
  { id: 'L1', aisle: 'Produce', product: 'Lemons', qty: 6 },
  { id: 'L2', aisle: 'Dairy', product: 'Oat milk', qty: 2 },
  { id: 'L3', aisle: 'Produce', product: 'Spinach', qty: 1 },
  { id: 'L4', aisle: 'Bakery', product: 'Rye loaf', qty: 1 },
  { id: 'L5', aisle: 'Dairy', product: 'Feta', qty: 1 },
  { id: 'L6', aisle: 'Produce', product: 'Avocados', qty: 3 },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'aisle', headerName: 'Aisle', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'qty', headerName: 'Qty', type: 'number', width: 80 },
];

export default function AisleChildren() {
  const apiRef = useGridApiRef();
  const [picked, setPicked] = React.useState<{ aisle: string; ids: GridRowId[] } | null>(null);

  const pick = (aisle: string) => {
    // The id of a group row is derived from its path of { field, key } pairs.
    const groupId = getGroupRowIdFromPath([{ field: 'aisle', key: aisle }]);
    const ids = apiRef.current?.getRowGroupChildren({ groupId, applySorting: true, applyFiltering: true }) ?? [];
    setPicked({ aisle, ids });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {['Produce', 'Dairy', 'Bakery'].map((aisle) => (
          <Button key={aisle} size="small" variant="outlined" onClick={() => pick(aisle)}>
            Pick list: {aisle}
          </Button>
        ))}
        <Typography variant="body2" aria-live="polite">
          {picked ? `${picked.aisle}: ${picked.ids.join(', ') || 'no lines'}` : 'Choose an aisle.'}
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          defaultGroupingExpansionDepth={-1}
          initialState={{ rowGrouping: { model: ['aisle'] } }}
          aria-label="Grocery order lines grouped by aisle"
        />
      </Box>
    </Box>
  );
}
