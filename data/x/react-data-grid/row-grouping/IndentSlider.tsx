import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Exhibit = { id: number; wing: string; room: string; object: string; century: number };

const rows: Exhibit[] = [
  { id: 1, wing: 'East wing', room: 'Room 4', object: 'Bronze mirror', century: 3 },
  { id: 2, wing: 'East wing', room: 'Room 4', object: 'Glass bead necklace', century: 5 },
  { id: 3, wing: 'East wing', room: 'Room 6', object: 'Ceramic lamp', century: 2 },
  { id: 4, wing: 'West wing', room: 'Room 11', object: 'Carved chess piece', century: 12 },
  { id: 5, wing: 'West wing', room: 'Room 12', object: 'Astrolabe', century: 14 },
];

const columns: GridColDef<Exhibit>[] = [
  { field: 'wing', headerName: 'Wing', width: 110 },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'object', headerName: 'Object', width: 180 },
  { field: 'century', headerName: 'Century', type: 'number', width: 100 },
];

export default function IndentSlider() {
  const [multiplier, setMultiplier] = React.useState(5);
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="indent-slider-label" variant="body2">
        Indent per level: {multiplier} × 8px
      </Typography>
      <Slider value={multiplier} min={0} max={8} step={1} marks sx={{ maxWidth: 280 }}
        aria-labelledby="indent-slider-label" onChange={(_event, value) => setMultiplier(value as number)} />
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          groupingColDef={{ leafField: 'object', width: 260 }}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['wing', 'room'] },
            columns: { columnVisibilityModel: { wing: false, room: false, object: false } },
          }}
          // The default multiplier is 2.
          sx={{ '--DataGrid-cellOffsetMultiplier': multiplier }}
          aria-label="Museum objects grouped by wing and room"
        />
      </Box>
    </Box>
  );
}
