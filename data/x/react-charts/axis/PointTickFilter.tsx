import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// River level at a gauging station, every four hours for three days (UTC), in centimetres.
const level = [142, 139, 137, 141, 150, 158, 163, 171, 176, 174, 169, 165, 160, 152, 147, 145, 143, 140];
const readings = level.map((_, index) => new Date(Date.UTC(2025, 2, 10, index * 4)));

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone: 'UTC' });

const atMidnight = (date: Date) => date.getUTCHours() === 0;

export default function PointTickFilter() {
  const [midnightsOnly, setMidnightsOnly] = React.useState(true);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch checked={midnightsOnly} onChange={(event) => setMidnightsOnly(event.target.checked)} />
        }
        label="Ticks at midnight only"
      />
      <LineChart
        height={260}
        aria-label="River level every four hours over three days"
        xAxis={[
          {
            scaleType: 'point',
            data: readings,
            tickInterval: midnightsOnly ? atMidnight : 'auto',
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' && atMidnight(date)
                ? dayFormat.format(date)
                : `${dayFormat.format(date)}, ${timeFormat.format(date)}`,
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: level, label: 'River level (cm)' }]}
        hideLegend
      />
    </Box>
  );
}
