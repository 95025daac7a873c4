import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Seats sold on an airline's Lisbon route, in thousands, against the plan.
const sold = [18.2, 17.5, 21.0, 23.4, 25.1, 28.9];
const plan = [19, 19, 21, 23, 26, 29];

// Seat classes on the same route: each slice can pick its own mark.
const cabins = [
  { id: 'economy', label: 'Economy', value: 82, labelMarkType: 'square' as const },
  { id: 'premium', label: 'Premium economy', value: 11, labelMarkType: 'square' as const },
  { id: 'business', label: 'Business', value: 7, labelMarkType: 'circle' as const },
];

export default function LegendMarkShapes() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <LineChart
        height={260}
        margin={{ top: 24 }}
        sx={{ flex: 2 }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          // Points are drawn for actual sales, so the legend shows a circle.
          { data: sold, label: 'Seats sold', labelMarkType: 'circle' },
          // The plan is a plain line: a line mark says so.
          { data: plan, label: 'Plan', showMark: false, labelMarkType: 'line' },
        ]}
      />
      <PieChart
        height={260}
        margin={{ top: 24, bottom: 24 }}
        sx={{ flex: 1 }}
        series={[{ data: cabins, valueFormatter: (item) => `${item.value}%` }]}
      />
    </Stack>
  );
}
