import * as React from 'react';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Listing = { id: number; title: string; price: number; area: number; listed: Date };

const rows: Listing[] = [
  { id: 1, title: 'Sunny loft near the canal', price: 1450, area: 58, listed: new Date(2025, 2, 10) },
  { id: 2, title: 'Family house with garden', price: 2300, area: 124, listed: new Date(2025, 2, 2) },
  { id: 3, title: 'Studio by the university', price: 780, area: 26, listed: new Date(2025, 2, 13) },
  { id: 4, title: 'Two-bedroom flat, top floor', price: 1620, area: 72, listed: new Date(2025, 1, 27) },
  { id: 5, title: 'Renovated townhouse', price: 2650, area: 140, listed: new Date(2025, 2, 8) },
];

const columns: GridColDef<Listing>[] = [
  { field: 'title', headerName: 'Listing', flex: 1, minWidth: 200 },
  { field: 'price', headerName: 'Rent ($/month)', type: 'number', width: 140 },
  { field: 'area', headerName: 'Area (m²)', type: 'number', width: 110 },
  { field: 'listed', headerName: 'Listed', type: 'date', width: 120 },
];

const presets: Record<string, GridSortModel> = {
  newest: [{ field: 'listed', sort: 'desc' }],
  cheapest: [{ field: 'price', sort: 'asc' }],
  largest: [{ field: 'area', sort: 'desc' }],
};

export default function ControlledSortModel() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(presets.newest);

  // The preset whose model matches the grid's, if any (header clicks can leave all presets).
  const active = Object.keys(presets).find(
    (key) => presets[key][0].field === sortModel[0]?.field && presets[key][0].sort === sortModel[0]?.sort,
  );

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={active ?? null}
          onChange={(event, key: string | null) => key && setSortModel(presets[key])}
          aria-label="Sort listings"
        >
          <ToggleButton value="newest">Newest</ToggleButton>
          <ToggleButton value="cheapest">Cheapest</ToggleButton>
          <ToggleButton value="largest">Largest</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          sortModel: {JSON.stringify(sortModel)}
        </Typography>
      </Box>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          label="Rental listings"
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </div>
    </Box>
  );
}
