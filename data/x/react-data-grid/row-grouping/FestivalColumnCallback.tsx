import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';

type Gig = { id: number; day: string; stage: string; artist: string; genre: string };

const rows: Gig[] = [
  { id: 1, day: 'Friday', stage: 'Main stage', artist: 'The Low Tides', genre: 'Rock' },
  { id: 2, day: 'Friday', stage: 'Forest tent', artist: 'Ilse & the Owls', genre: 'Folk' },
  { id: 3, day: 'Friday', stage: 'Main stage', artist: 'Neon Harbour', genre: 'Electronic' },
  { id: 4, day: 'Saturday', stage: 'Forest tent', artist: 'Grey Meadow', genre: 'Folk' },
  { id: 5, day: 'Saturday', stage: 'Main stage', artist: 'Copper Kids', genre: 'Rock' },
  { id: 6, day: 'Saturday', stage: 'Forest tent', artist: 'Pulse Theory', genre: 'Electronic' },
];

const labels: Record<string, string> = { day: 'Day', stage: 'Stage', genre: 'Genre' };

const columns: GridColDef<Gig>[] = [
  { field: 'artist', headerName: 'Artist', width: 170 },
  ...Object.entries(labels).map(([field, headerName]) => ({ field, headerName, width: 120 })),
];

// Called for each grouping column with the fields it shows: the header and width follow the current model.
const groupingColDef: DataGridPremiumProps<Gig>['groupingColDef'] = ({ fields }) => ({
  headerName: fields.map((field) => labels[field]).join(' › '),
  width: 140 + fields.length * 40,
});

export default function FestivalColumnCallback() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['day', 'stage']);
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={model.join('-')} aria-label="Group the line-up by" sx={{ mb: 1 }}
        onChange={(_event, value: string | null) => value && setModel(value.split('-'))}>
        <ToggleButton value="stage">Stage</ToggleButton>
        <ToggleButton value="day-stage">Day › Stage</ToggleButton>
        <ToggleButton value="genre">Genre</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          aria-label="Festival line-up"
        />
      </Box>
    </Box>
  );
}
