import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, ingredient: 'Flour (type 00)', supplier: 'Molino Rossi', unit: '25 kg sack' },
  { id: 2, ingredient: 'San Marzano tomatoes', supplier: 'Campania Foods', unit: '6 × 2.5 kg tins' },
  { id: 3, ingredient: 'Fior di latte', supplier: 'Latteria Bianchi', unit: '1 kg block' },
];

const columns: GridColDef[] = [
  { field: 'ingredient', headerName: 'Ingredient', width: 200 },
  { field: 'supplier', headerName: 'Supplier (flex 1)', flex: 1 },
  { field: 'unit', headerName: 'Unit (flex 0.5)', flex: 0.5 },
];

// Reads the widths the grid computed, from inside the grid.
function WidthsFooter() {
  const apiRef = useGridApiContext();
  const visible = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  return (
    <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2">
        {visible.map((column) => `${column.field} ${Math.round(column.computedWidth)} px`).join(' · ')}
      </Typography>
    </Box>
  );
}

export default function FlexShares() {
  const [containerWidth, setContainerWidth] = React.useState(100);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 420 }}>
        <Typography id="flex-container-width" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Grid width
        </Typography>
        <Slider
          aria-labelledby="flex-container-width"
          value={containerWidth}
          min={50}
          max={100}
          step={5}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value}%`}
          onChange={(event, value) => setContainerWidth(value as number)}
        />
      </Stack>
      <div style={{ height: 260, width: `${containerWidth}%` }}>
        <DataGrid label="Pizzeria suppliers" rows={rows} columns={columns} slots={{ footer: WidthsFooter }} />
      </div>
    </Stack>
  );
}
