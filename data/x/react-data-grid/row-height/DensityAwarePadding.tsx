import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, gridClasses, type GridColDef, type GridDensity } from '@mui/x-data-grid';

const recipes = [
  { id: 1, dish: 'Shakshuka', minutes: 30, steps: 'Soften onion and peppers, add spices and tomatoes, simmer, then poach the eggs in wells.' },
  { id: 2, dish: 'Miso soup', minutes: 10, steps: 'Warm the dashi, whisk in miso off the boil.' },
  { id: 3, dish: 'Focaccia', minutes: 240, steps: 'Mix a wet dough, fold four times over two hours, pan it with plenty of oil, dimple, top with rosemary and flaky salt, bake hot.' },
  { id: 4, dish: 'Tzatziki', minutes: 15, steps: 'Grate and salt the cucumber, squeeze dry, stir into yoghurt with garlic and dill.' },
];

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', width: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'steps', headerName: 'Method', flex: 1, minWidth: 240 },
];

export default function DensityAwarePadding() {
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, next: GridDensity | null) => next && setDensity(next)}
        aria-label="Density"
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          label="Recipes"
          rows={recipes}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          hideFooter
          getRowHeight={() => 'auto'}
          // 'auto' rows ignore the density factor: give each density its own cell padding instead.
          sx={{
            [`& .${gridClasses.cell}`]: { lineHeight: 1.5 },
            [`&.${gridClasses['root--densityCompact']} .${gridClasses.cell}`]: { py: 0.5 },
            [`&.${gridClasses['root--densityStandard']} .${gridClasses.cell}`]: { py: 1.5 },
            [`&.${gridClasses['root--densityComfortable']} .${gridClasses.cell}`]: { py: 2.5 },
          }}
        />
      </div>
    </Stack>
  );
}
