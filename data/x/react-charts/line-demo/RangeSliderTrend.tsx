import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const months = Array.from({ length: 24 }, (_, index) => {
  const year = 2024 + Math.floor(index / 12);
  const name = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][index % 12];
  return `${name} ${String(year).slice(2)}`;
});
const subscribers = [
  820, 860, 910, 990, 1040, 1090, 1120, 1180, 1260, 1310, 1390, 1520,
  1580, 1610, 1690, 1780, 1840, 1930, 1990, 2080, 2150, 2260, 2340, 2490,
];

export default function RangeSliderTrend() {
  const [range, setRange] = React.useState<number[]>([12, 23]);
  const [start, end] = range;

  return (
    <Stack spacing={1}>
      <LineChart
        height={280}
        margin={{ top: 24, right: 24 }}
        xAxis={[{ scaleType: 'point', data: months.slice(start, end + 1) }]}
        yAxis={[{ width: 50, valueFormatter: (value: number) => `${(value / 1000).toFixed(1)}k` }]}
        series={[{ label: 'Subscribers', data: subscribers.slice(start, end + 1), area: true }]}
        hideLegend
      />
      <Box sx={{ px: 3 }}>
        <Slider
          value={range}
          min={0}
          max={23}
          onChange={(_, value) => setRange(value as number[])}
          valueLabelDisplay="auto"
          valueLabelFormat={(index) => months[index]}
          getAriaValueText={(index) => months[index]}
          getAriaLabel={(thumb) => (thumb === 0 ? 'First month' : 'Last month')}
          disableSwap
          marks={[{ value: 0, label: months[0] }, { value: 12, label: months[12] }, { value: 23, label: months[23] }]}
        />
      </Box>
    </Stack>
  );
}
