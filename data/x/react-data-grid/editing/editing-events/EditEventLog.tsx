import * as React from 'react';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type Flight = { id: string; destination: string; gate: string; delay: number };

const rows: Flight[] = [
  { id: 'LH 1123', destination: 'Vienna', gate: 'B14', delay: 0 },
  { id: 'AF 2040', destination: 'Nice', gate: 'C02', delay: 25 },
  { id: 'KL 1302', destination: 'Amsterdam', gate: 'B07', delay: 5 },
  { id: 'IB 3171', destination: 'Madrid', gate: 'A21', delay: 0 },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120, editable: true },
  { field: 'gate', headerName: 'Gate', width: 90, editable: true },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 110, editable: true },
];

type Entry = { key: number; text: string };

export default function EditEventLog() {
  const [log, setLog] = React.useState<Entry[]>([]);
  const counter = React.useRef(0);

  const add = (text: string) => {
    counter.current += 1;
    const key = counter.current;
    setLog((entries) => [{ key, text }, ...entries].slice(0, 6));
  };

  const handleStart: GridEventListener<'cellEditStart'> = (params) => {
    add(`start  ${params.id} / ${params.field}  reason: ${params.reason}`);
  };
  const handleStop: GridEventListener<'cellEditStop'> = (params) => {
    add(`stop   ${params.id} / ${params.field}  reason: ${params.reason}`);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
      <Box sx={{ height: 300, flex: 1, minWidth: 0 }}>
        <DataGrid label="Departures" rows={rows} columns={columns} onCellEditStart={handleStart} onCellEditStop={handleStop} hideFooter />
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5, width: { md: 280 }, height: { md: 300 }, overflow: 'auto' }}>
        <Typography component="p" variant="subtitle2" gutterBottom>
          Event log (newest first)
        </Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Edit a cell to see its events.
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap' }}>
            {log.map((entry) => (
              <li key={entry.key}>{entry.text}</li>
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
