import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef } from '@mui/x-data-grid-premium';

type Wine = { id: number; country: string; region: string; wine: string; bottles: number };

const rows: Wine[] = [
  { id: 1, country: 'Italy', region: 'Piedmont', wine: 'Barbera d’Asti', bottles: 12 },
  { id: 2, country: 'Spain', region: 'Rioja', wine: 'Crianza', bottles: 18 },
  { id: 3, country: 'Italy', region: 'Tuscany', wine: 'Vino Nobile', bottles: 6 },
  { id: 4, country: 'Portugal', region: 'Douro', wine: 'Tinto reserva', bottles: 9 },
  { id: 5, country: 'Spain', region: 'Priorat', wine: 'Garnacha blend', bottles: 4 },
  { id: 6, country: 'Italy', region: 'Piedmont', wine: 'Nebbiolo', bottles: 7 },
  { id: 7, country: 'Portugal', region: 'Alentejo', wine: 'Aragonez', bottles: 15 },
];

const columns: GridColDef<Wine>[] = [
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'wine', headerName: 'Wine', width: 150 },
  { field: 'bottles', headerName: 'Bottles', type: 'number', width: 90 },
];

export default function CellarSortFilterSingle() {
  const [main, setMain] = React.useState('leaves');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={main} aria-label="The grouping column sorts and filters" sx={{ mb: 1 }}
        onChange={(_event, value: string | null) => value && setMain(value)}>
        <ToggleButton value="leaves">The wines (leafField)</ToggleButton>
        <ToggleButton value="country">The groups (mainGroupingCriteria)</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          // Changing mainGroupingCriteria does not re-apply the sort: a new key rebuilds the grid.
          key={main}
          rows={rows}
          columns={columns}
          groupingColDef={{ leafField: 'wine', mainGroupingCriteria: main === 'leaves' ? undefined : main, width: 230 }}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['country', 'region'] },
            sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
            columns: { columnVisibilityModel: { country: false, region: false, wine: false } },
          }}
          aria-label="Wine cellar sorted descending on the grouping column"
        />
      </Box>
    </Box>
  );
}
