import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const matchdays = [1, 2, 3, 4, 5, 6, 7, 8];
// League position of three amateur football clubs after each matchday (1 = top of the table).
const series = [
  { label: 'Riverside FC', data: [4, 3, 3, 2, 1, 1, 2, 1] },
  { label: 'Harbour United', data: [1, 1, 2, 1, 2, 3, 1, 2] },
  { label: 'Mill Lane Rovers', data: [6, 5, 4, 4, 3, 2, 3, 3] },
];

export default function ReverseAxes() {
  const [reverseY, setReverseY] = React.useState(true);
  const [reverseX, setReverseX] = React.useState(false);

  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={reverseY} onChange={(event) => setReverseY(event.target.checked)} />}
        label="Reverse y-axis (position 1 at the top)"
      />
      <FormControlLabel
        control={<Switch checked={reverseX} onChange={(event) => setReverseX(event.target.checked)} />}
        label="Reverse x-axis"
      />
      <LineChart
        height={260}
        aria-label="League position of three clubs after each matchday"
        xAxis={[
          {
            scaleType: 'point',
            data: matchdays,
            reverse: reverseX,
            valueFormatter: (day: number) => `MD ${day}`,
          },
        ]}
        yAxis={[{ min: 1, max: 6, reverse: reverseY, tickInterval: [1, 2, 3, 4, 5, 6], width: 32 }]}
        series={series}
      />
    </Box>
  );
}
