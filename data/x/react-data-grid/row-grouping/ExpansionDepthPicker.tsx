import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Store = { id: number; country: string; city: string; store: string; revenue: number };

const rows: Store[] = [
  { id: 1, country: 'Poland', city: 'Kraków', store: 'Rynek', revenue: 81_000 },
  { id: 2, country: 'Poland', city: 'Kraków', store: 'Kazimierz', revenue: 64_500 },
  { id: 3, country: 'Poland', city: 'Wrocław', store: 'Ostrów', revenue: 72_300 },
  { id: 4, country: 'Czechia', city: 'Brno', store: 'Náměstí', revenue: 58_900 },
  { id: 5, country: 'Czechia', city: 'Prague', store: 'Vinohrady', revenue: 99_100 },
  { id: 6, country: 'Czechia', city: 'Prague', store: 'Karlín', revenue: 87_400 },
];

const columns: GridColDef<Store>[] = [
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'store', headerName: 'Store', width: 120 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 130 },
];

const depths = [
  { value: 0, label: 'None (0)' },
  { value: 1, label: 'Countries (1)' },
  { value: 2, label: 'Cities (2)' },
  { value: -1, label: 'All (-1)' },
];

export default function ExpansionDepthPicker() {
  const [depth, setDepth] = React.useState(1);
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={depth} aria-label="Groups open at start" sx={{ mb: 1 }}
        onChange={(_event, value: number | null) => value !== null && setDepth(value)}>
        {depths.map(({ value, label }) => (
          <ToggleButton key={value} value={value}>{label}</ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 320 }}>
        {/* The depth is read when the groups are built: a new key rebuilds the grid. */}
        <DataGridPremium
          key={depth}
          rows={rows}
          columns={columns}
          defaultGroupingExpansionDepth={depth}
          initialState={{ rowGrouping: { model: ['country', 'city'] } }}
          aria-label="Stores grouped by country and city"
        />
      </Box>
    </Box>
  );
}
