import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const trails = [
  'Old Quarry Loop',
  'Ridgeback Traverse',
  'Heron Lake Circuit',
  'Beacon Hill Climb',
  'Lighthouse Cliff Path',
];
// Trail length in kilometres.
const lengths = [6.5, 14.2, 9.8, 4.1, 11.7];

export default function LongLabelRoom() {
  const [xHeight, setXHeight] = React.useState(80);
  const [yWidth, setYWidth] = React.useState(70);

  return (
    <Box>
      <Stack direction="row" spacing={4} sx={{ px: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="x-height-label" variant="body2">
            x-axis height: {xHeight}px
          </Typography>
          <Slider
            aria-labelledby="x-height-label"
            value={xHeight}
            onChange={(event, value) => setXHeight(value as number)}
            min={25}
            max={120}
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id="y-width-label" variant="body2">
            y-axis width: {yWidth}px
          </Typography>
          <Slider
            aria-labelledby="y-width-label"
            value={yWidth}
            onChange={(event, value) => setYWidth(value as number)}
            min={30}
            max={110}
          />
        </Box>
      </Stack>
      <BarChart
        height={300}
        aria-label="Length of five hiking trails"
        xAxis={[
          { scaleType: 'band', data: trails, height: xHeight, tickLabelStyle: { angle: -35, fontSize: 12 } },
        ]}
        yAxis={[{ width: yWidth, label: 'Length (km)' }]}
        series={[{ data: lengths, label: 'Length', valueFormatter: (v) => `${v} km` }]}
        hideLegend
      />
    </Box>
  );
}
