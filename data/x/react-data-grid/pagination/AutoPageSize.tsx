import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

type Device = { id: number; hostname: string; os: string; lastSeen: string };

const systems = ['Ubuntu 24.04', 'Windows 11', 'macOS 15', 'Debian 12'];

const rows: Device[] = Array.from({ length: 50 }, (_, index) => ({
  id: index + 1,
  hostname: `ws-${String(index + 1).padStart(3, '0')}.office.local`,
  os: systems[(index * 3) % systems.length],
  lastSeen: `${(index * 7) % 59} min ago`,
}));

const columns: GridColDef<Device>[] = [
  { field: 'hostname', headerName: 'Hostname', flex: 1, minWidth: 200 },
  { field: 'os', headerName: 'OS', width: 140 },
  { field: 'lastSeen', headerName: 'Last seen', width: 120 },
];

export default function AutoPageSize() {
  const [height, setHeight] = React.useState(320);
  const labelId = React.useId();

  return (
    <Box>
      <Typography id={labelId} variant="body2" gutterBottom>
        Grid height: {height}px
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={height}
        min={250}
        max={450}
        step={10}
        onChange={(event, value) => setHeight(value as number)}
        sx={{ maxWidth: 320, mb: 1 }}
      />
      <div style={{ height, width: '100%' }}>
        <DataGrid label="Managed devices" rows={rows} columns={columns} autoPageSize density="compact" />
      </div>
    </Box>
  );
}
