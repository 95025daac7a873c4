import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';

const rows = [
  { id: 1, room: 'Aurora', floor: 3, seats: 12, equipment: 'Screen, video bar, whiteboard' },
  { id: 2, room: 'Basalt', floor: 1, seats: 6, equipment: 'Screen' },
  { id: 3, room: 'Cedar', floor: 2, seats: 20, equipment: 'Projector, microphones, hearing loop' },
];

const columns: GridColDef[] = [
  // Dragging can't make it narrower than 140 px (the default minimum is 50 px).
  { field: 'room', headerName: 'Room', width: 160, minWidth: 140 },
  // Can't be resized at all.
  { field: 'floor', headerName: 'Floor', type: 'number', width: 80, resizable: false },
  // Between 90 and 160 px.
  { field: 'seats', headerName: 'Seats', type: 'number', width: 110, minWidth: 90, maxWidth: 160 },
  { field: 'equipment', headerName: 'Equipment', width: 260 },
];

export default function ResizeLimits() {
  const [disableResize, setDisableResize] = React.useState(false);
  const [live, setLive] = React.useState('Drag a column separator');
  const [final, setFinal] = React.useState('none yet');

  const describe = ({ colDef, width }: GridColumnResizeParams) => `${colDef.headerName ?? colDef.field}: ${Math.round(width)} px`;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disableResize} onChange={(event) => setDisableResize(event.target.checked)} />}
        label="disableColumnResize"
      />
      <div style={{ height: 250, width: '100%' }}>
        <DataGrid
          label="Meeting rooms"
          rows={rows}
          columns={columns}
          disableColumnResize={disableResize}
          // Fires on every pointer move during a drag.
          onColumnResize={(params) => setLive(describe(params))}
          // Fires once, when the width is final.
          onColumnWidthChange={(params) => setFinal(describe(params))}
          hideFooter
        />
      </div>
      <Typography variant="body2">While dragging: {live}</Typography>
      <Typography variant="body2">Last final width: {final}</Typography>
    </Stack>
  );
}
