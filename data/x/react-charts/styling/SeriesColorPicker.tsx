import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Water level of a river at two gauging stations, in metres.
const upstream = [2.1, 2.4, 3.0, 3.6, 3.2, 2.8, 2.5];
const downstream = [1.6, 1.7, 2.2, 2.9, 3.3, 3.0, 2.6];

export default function SeriesColorPicker() {
  const [upstreamColor, setUpstreamColor] = React.useState('#1565c0');
  const [downstreamColor, setDownstreamColor] = React.useState('#ef6c00');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          type="color"
          size="small"
          label="Upstream station"
          value={upstreamColor}
          onChange={(event) => setUpstreamColor(event.target.value)}
          sx={{ width: 160 }}
        />
        <TextField
          type="color"
          size="small"
          label="Downstream station"
          value={downstreamColor}
          onChange={(event) => setDownstreamColor(event.target.value)}
          sx={{ width: 160 }}
        />
      </Stack>
      <LineChart
        height={260}
        margin={{ top: 24, right: 16 }}
        aria-label="River level at two stations over a week"
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 44, valueFormatter: (v: number) => `${v} m` }]}
        series={[
          { id: 'up', label: 'Upstream', data: upstream, color: upstreamColor },
          { id: 'down', label: 'Downstream', data: downstream, color: downstreamColor, area: true },
        ]}
        sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.2 } }}
      />
    </Stack>
  );
}
