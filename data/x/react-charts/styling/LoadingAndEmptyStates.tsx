import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const readings = [
  { hour: 0, kwh: 1.2 },
  { hour: 4, kwh: 0.9 },
  { hour: 8, kwh: 2.8 },
  { hour: 12, kwh: 2.1 },
  { hour: 16, kwh: 2.4 },
  { hour: 20, kwh: 3.6 },
];

export default function LoadingAndEmptyStates() {
  const [loading, setLoading] = React.useState(true);
  const [empty, setEmpty] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="Loading"
        />
        <FormControlLabel
          control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />}
          label="No readings"
        />
      </Stack>
      <LineChart
        height={240}
        margin={{ top: 24 }}
        loading={loading}
        aria-label="Household electricity use through the day"
        dataset={empty ? [] : readings}
        xAxis={[{ dataKey: 'hour', valueFormatter: (h: number) => `${h}:00` }]}
        yAxis={[{ width: 40 }]}
        series={[{ dataKey: 'kwh', label: 'kWh', showMark: false }]}
      />
    </Stack>
  );
}
