import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Runs logged by a club member: distance (km) and average pace (minutes per km).
const runs = [
  [3.1, 5.2], [4.8, 5.4], [5.0, 5.1], [6.2, 5.6], [7.5, 5.5], [8.0, 5.3], [9.4, 5.8],
  [10.0, 5.6], [10.5, 5.9], [12.1, 5.7], [13.0, 6.0], [15.2, 6.1], [16.0, 5.9], [18.4, 6.3],
  [21.1, 6.4], [21.1, 6.2], [24.0, 6.6],
].map(([distance, pace], index) => ({ id: index, x: distance, y: pace }));

export default function MinMaxWindow() {
  const [range, setRange] = React.useState<number[]>([0, 25]);

  return (
    <Box>
      <Typography id="distance-window-label" variant="body2">
        Distance shown: {range[0]} to {range[1]} km
      </Typography>
      <Slider
        aria-labelledby="distance-window-label"
        getAriaValueText={(value) => `${value} km`}
        value={range}
        onChange={(event, value) => setRange(value as number[])}
        min={0}
        max={25}
        step={1}
        disableSwap
        sx={{ maxWidth: 360, ml: 1 }}
      />
      <ScatterChart
        height={260}
        aria-label="Average pace against distance for every run"
        xAxis={[{ min: range[0], max: range[1], label: 'Distance (km)' }]}
        yAxis={[{ min: 5, max: 7, width: 40, valueFormatter: (v: number) => `${v}′` }]}
        series={[
          {
            data: runs,
            label: 'Runs',
            valueFormatter: (run) => (run ? `${run.x} km at ${run.y} min/km` : ''),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
