import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Support calls received per hour of the day.
const calls = [2, 1, 1, 0, 1, 3, 8, 19, 34, 41, 38, 33, 27, 31, 36, 35, 30, 24, 15, 10, 7, 5, 4, 3];

type Placement = 'start' | 'middle' | 'end' | 'extremities';

export default function BandTicks() {
  const [tickPlacement, setTickPlacement] = React.useState<Placement>('extremities');
  const [labelPlacement, setLabelPlacement] = React.useState<'middle' | 'tick'>('middle');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as Placement)}
          sx={{ minWidth: 160 }}
        >
          {['start', 'middle', 'end', 'extremities'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={labelPlacement}
          onChange={(event) => setLabelPlacement(event.target.value as 'middle' | 'tick')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="middle">middle</MenuItem>
          <MenuItem value="tick">tick</MenuItem>
        </TextField>
      </Stack>
      <BarChart
        height={260}
        margin={{ top: 24 }}
        title="Support calls per hour of the day"
        xAxis={[
          {
            scaleType: 'band',
            data: hours,
            tickPlacement,
            tickLabelPlacement: labelPlacement,
            // Label every third hour; the other ticks stay, unlabelled.
            tickLabelInterval: (hour: number) => hour % 3 === 0,
            valueFormatter: (hour: number) => `${hour}h`,
          },
        ]}
        series={[{ data: calls, label: 'Calls' }]}
      />
    </Stack>
  );
}
