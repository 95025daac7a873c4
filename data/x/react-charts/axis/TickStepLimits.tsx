import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';

const HOUR = 60 * 60 * 1000;
// Share of occupied spaces in a car park, read every three hours from June 2 to June 6 (UTC).
const dailyProfile = [8, 6, 35, 82, 91, 74, 52, 21];
const occupancy = Array.from({ length: 5 }, (_, day) => dailyProfile.map((value) => value + day * 2)).flat();
const times = occupancy.map((_, index) => new Date(Date.UTC(2025, 5, 2) + index * 3 * HOUR));

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const hourFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone: 'UTC' });

const steps = { none: undefined, '6h': 6 * HOUR, '12h': 12 * HOUR, '1d': 24 * HOUR };
type Step = keyof typeof steps;

export default function TickStepLimits() {
  const [tickNumber, setTickNumber] = React.useState(10);
  const [minStep, setMinStep] = React.useState<Step>('12h');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="tickNumber"
          value={tickNumber}
          onChange={(event) => setTickNumber(Number(event.target.value))}
          sx={{ minWidth: 120 }}
        >
          {[3, 5, 10, 20].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickMinStep"
          value={minStep}
          onChange={(event) => setMinStep(event.target.value as Step)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="6h">6 hours</MenuItem>
          <MenuItem value="12h">12 hours</MenuItem>
          <MenuItem value="1d">1 day</MenuItem>
        </TextField>
      </Stack>
      <LineChart
        height={260}
        aria-label="Car park occupancy every three hours over five days"
        xAxis={[
          {
            scaleType: 'utc',
            data: times,
            tickNumber,
            tickMinStep: steps[minStep],
            valueFormatter: (date: Date, context) => {
              if (context.location !== 'tick') {
                return `${dayFormat.format(date)}, ${hourFormat.format(date)}`;
              }
              return date.getUTCHours() === 0 ? dayFormat.format(date) : hourFormat.format(date);
            },
          },
        ]}
        yAxis={[{ min: 0, max: 100, width: 40, valueFormatter: (v: number) => `${v}%` }]}
        series={[
          { data: occupancy, label: 'Occupied spaces', showMark: false, valueFormatter: (v) => `${v}%` },
        ]}
        hideLegend
      />
    </Stack>
  );
}
