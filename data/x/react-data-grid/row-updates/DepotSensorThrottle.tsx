import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

// Seeded generator: the feed produces the same sequence on every run.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

type Reading = { id: string; zone: string; celsius: number; humidity: number; updates: number };

const initialReadings: Reading[] = [
  { id: 'FRZ-1', zone: 'Freezer aisle 1', celsius: -19.5, humidity: 62, updates: 0 },
  { id: 'FRZ-2', zone: 'Freezer aisle 2', celsius: -20.1, humidity: 60, updates: 0 },
  { id: 'CHL-1', zone: 'Chilled dairy', celsius: 3.4, humidity: 78, updates: 0 },
  { id: 'CHL-2', zone: 'Chilled produce', celsius: 5.2, humidity: 88, updates: 0 },
  { id: 'AMB-1', zone: 'Ambient dry goods', celsius: 17.8, humidity: 45, updates: 0 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'Sensor', width: 90 },
  { field: 'zone', headerName: 'Zone', flex: 1, minWidth: 150 },
  { field: 'celsius', headerName: 'Temp (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'updates', headerName: 'Batches sent', type: 'number', width: 100 },
];

export default function DepotSensorThrottle() {
  const apiRef = useGridApiRef();
  const [throttle, setThrottle] = React.useState(1000);
  const [running, setRunning] = React.useState(false);
  const sent = React.useRef(0);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const next = seeded(7);
    // Every 50 ms, every sensor reports: far more often than anyone can read.
    const timer = setInterval(() => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      sent.current += 1;
      const batch = initialReadings.map((sensor) => ({
        id: sensor.id,
        celsius: Number((sensor.celsius + (next() - 0.5) * 2).toFixed(1)),
        humidity: Math.round(sensor.humidity + (next() - 0.5) * 6),
        // Counts every batch sent, applied or still waiting.
        updates: sent.current,
      }));
      api.updateRows(batch);
    }, 50);
    return () => clearInterval(timer);
  }, [apiRef, running]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="depot-throttle-label">Apply updates every</InputLabel>
          <Select
            labelId="depot-throttle-label"
            id="depot-throttle"
            label="Apply updates every"
            value={throttle}
            onChange={(event) => setThrottle(Number(event.target.value))}
          >
            <MenuItem value={0}>0 ms (no throttling)</MenuItem>
            <MenuItem value={1000}>1 second</MenuItem>
            <MenuItem value={3000}>3 seconds</MenuItem>
          </Select>
        </FormControl>
        <Button variant="outlined" onClick={() => setRunning((value) => !value)}>
          {running ? 'Stop feed' : 'Start feed'}
        </Button>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGridPro
          label="Depot sensors"
          apiRef={apiRef}
          rows={initialReadings}
          columns={columns}
          throttleRowsMs={throttle}
          hideFooter
        />
      </div>
    </Stack>
  );
}
