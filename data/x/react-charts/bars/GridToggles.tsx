import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Parcels sorted per hour at three depots.
const depots = ['Leeds', 'Bristol', 'Glasgow'];

export default function GridToggles() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="horizontal"
        />
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="vertical"
        />
      </Stack>
      <BarChart
        height={260}
        margin={{ top: 24 }}
        aria-label="Parcels sorted per hour at three depots"
        xAxis={[{ scaleType: 'band', data: depots }]}
        yAxis={[{ width: 48, label: 'Parcels / h' }]}
        series={[
          { label: 'Day shift', data: [1840, 1320, 1510] },
          { label: 'Night shift', data: [2260, 1190, 1730] },
        ]}
        grid={{ horizontal, vertical }}
      />
    </Stack>
  );
}
