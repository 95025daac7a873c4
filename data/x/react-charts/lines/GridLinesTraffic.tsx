import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Cyclists counted per hour at a bridge counter.
const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h'];

export default function GridLinesTraffic() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(true);

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
      <LineChart
        height={260}
        margin={{ top: 24, right: 24 }}
        aria-label="Cyclists per hour on a weekday and a Sunday"
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ width: 40 }]}
        series={[
          { label: 'Weekday', data: [140, 620, 310, 280, 260, 540, 690, 210] },
          { label: 'Sunday', data: [20, 60, 240, 410, 460, 380, 220, 90] },
        ]}
        grid={{ horizontal, vertical }}
      />
    </Stack>
  );
}
