import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

type Reading = { id: number; sensor: string; zone: string; temperature: number; humidity: number };

function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const zones = ['Cold room A', 'Cold room B', 'Dock', 'Freezer', 'Dry store', 'Packing'];
const initialReadings: Reading[] = zones.flatMap((zone, zoneIndex) =>
  [1, 2].map((n) => ({
    id: zoneIndex * 2 + n,
    sensor: `S-${zoneIndex + 1}0${n}`,
    zone,
    temperature: zone === 'Freezer' ? -18 : 4 + zoneIndex,
    humidity: 55,
  })),
);

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 100 },
  { field: 'zone', headerName: 'Zone', flex: 1, minWidth: 120 },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 110,
    valueFormatter: (value?: number) => value?.toFixed(1) },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120,
    valueFormatter: (value?: number) => value?.toFixed(0) },
];

export default function ThrottledUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [throttled, setThrottled] = React.useState(true);
  const [sent, setSent] = React.useState(0);
  const random = React.useRef(createRandom(7));
  // The feed keeps its own copy of the readings: with throttling on, getRow() can lag behind.
  const latest = React.useRef(new Map(initialReadings.map((reading) => [reading.id, reading])));

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    // 25 updates per second: far more than anyone can read.
    const timer = setInterval(() => {
      const row = latest.current.get(1 + Math.floor(random.current() * 12));
      if (!row || !apiRef.current) {
        return;
      }
      const reading: Reading = {
        ...row,
        temperature: row.temperature + (random.current() - 0.5) * 0.4,
        humidity: Math.min(95, Math.max(20, row.humidity + (random.current() - 0.5) * 2)),
      };
      latest.current.set(reading.id, reading);
      // Partial updates work too: { id, temperature } would merge into the existing row.
      apiRef.current.updateRows([reading]);
      setSent((value) => value + 1);
    }, 40);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setRunning((value) => !value)}>
          {running ? 'Stop sensors' : 'Start sensors'}
        </Button>
        <FormControlLabel
          control={<Switch checked={throttled} onChange={(event) => setThrottled(event.target.checked)} />}
          label="Throttle to one refresh per second"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {sent} updates sent
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          apiRef={apiRef}
          label="Sensor readings"
          rows={initialReadings}
          columns={columns}
          density="compact"
          throttleRowsMs={throttled ? 1000 : 0}
          hideFooter
        />
      </Box>
    </Box>
  );
}
