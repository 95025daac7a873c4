import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

const years = {
  '2024': { orders: [320, 340, 310, 390, 420, 450], mix: [52, 30, 18] },
  '2025': { orders: [410, 380, 460, 500, 470, 540], mix: [41, 37, 22] },
};

type Year = keyof typeof years;

export default function TrendTransitions() {
  const [year, setYear] = React.useState<Year>('2024');
  const { orders, mix } = years[year];

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Year"
        value={year}
        onChange={(event, value) => value && setYear(value)}
      >
        <ToggleButton value="2024">2024</ToggleButton>
        <ToggleButton value="2025">2025</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <LineChart
          height={260}
          margin={{ top: 24 }}
          title={`Orders per month, ${year}`}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ min: 0, max: 600 }]}
          series={[{ data: orders, label: 'Orders', area: true }]}
          sx={{ flex: 2 }}
        />
        <PieChart
          height={260}
          title={`Orders by channel, ${year}`}
          series={[
            {
              innerRadius: 50,
              arcLabel: (item) => `${item.value}%`,
              data: [
                { id: 'web', value: mix[0], label: 'Web' },
                { id: 'app', value: mix[1], label: 'App' },
                { id: 'store', value: mix[2], label: 'Store' },
              ],
            },
          ]}
          sx={{ flex: 1 }}
        />
      </Stack>
    </Stack>
  );
}
