import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// Seats on a city council after the election.
const seats = [
  { id: 'green', value: 14, label: 'Greens' },
  { id: 'civic', value: 11, label: 'Civic List' },
  { id: 'labour', value: 9, label: 'Labour' },
  { id: 'liberal', value: 6, label: 'Liberals' },
  { id: 'independent', value: 3, label: 'Independents' },
];

export default function ArcLabelFadeCss() {
  const [duration, setDuration] = React.useState('1.5s');
  const [easing, setEasing] = React.useState('ease-out');
  // Changing the key mounts a new chart, which plays the first-render animation again.
  const [run, setRun] = React.useState(0);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="animation-duration"
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="300ms">300ms (default)</MenuItem>
          <MenuItem value="1.5s">1.5s</MenuItem>
          <MenuItem value="3s">3s</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="animation-timing-function"
          value={easing}
          onChange={(event) => setEasing(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="ease-out">ease-out</MenuItem>
          <MenuItem value="linear">linear</MenuItem>
          <MenuItem value="steps(4)">steps(4)</MenuItem>
        </TextField>
        <Button variant="outlined" size="small" onClick={() => setRun((count) => count + 1)}>
          Replay
        </Button>
      </Stack>
      <PieChart
        key={run}
        height={280}
        title="City council seats per party"
        series={[{ data: seats, innerRadius: 60, paddingAngle: 1, arcLabel: 'value', arcLabelMinAngle: 15 }]}
        sx={{
          // The labels fade in with a CSS animation while this class is present.
          [`& .${pieArcLabelClasses.root}.${pieArcLabelClasses.animate}`]: {
            animationDuration: duration,
            animationTimingFunction: easing,
          },
          [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 700 },
        }}
      />
    </Stack>
  );
}
