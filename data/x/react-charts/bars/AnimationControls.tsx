import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Tomatoes picked per row of a greenhouse, in kilograms.
const rows = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9', 'R10'];
const cherry = [42, 38, 51, 47, 33, 45, 56, 40, 36, 49];
const plum = [28, 35, 31, 26, 40, 37, 29, 34, 41, 30];

export default function AnimationControls() {
  const [count, setCount] = React.useState(6);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const labelId = React.useId();

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={<Checkbox checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
        <Stack sx={{ minWidth: 220 }}>
          <Typography id={labelId} variant="body2">
            Rows shown: {count}
          </Typography>
          <Slider
            size="small"
            value={count}
            min={2}
            max={rows.length}
            onChange={(_, value) => setCount(value as number)}
            aria-labelledby={labelId}
          />
        </Stack>
      </Stack>
      <BarChart
        height={260}
        margin={{ top: 24 }}
        aria-label="Tomatoes picked per greenhouse row"
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: rows.slice(0, count) }]}
        yAxis={[{ width: 40 }]}
        series={[
          { label: 'Cherry', data: cherry.slice(0, count), highlightScope: { highlight: 'series', fade: 'global' } },
          { label: 'Plum', data: plum.slice(0, count), highlightScope: { highlight: 'series', fade: 'global' } },
        ]}
      />
    </Stack>
  );
}
