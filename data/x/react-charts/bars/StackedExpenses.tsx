import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const costs = [
  { label: 'Salaries', data: [52, 52, 54, 54, 55, 58] },
  { label: 'Cloud', data: [14, 15, 17, 16, 19, 21] },
  { label: 'Marketing', data: [9, 18, 12, 8, 22, 15] },
];

export default function StackedExpenses() {
  const [mode, setMode] = React.useState<'stacked' | 'grouped'>('stacked');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next) => next && setMode(next)}
        aria-label="Bar arrangement"
      >
        <ToggleButton value="stacked">Stacked</ToggleButton>
        <ToggleButton value="grouped">Grouped</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={320}
        margin={{ top: 24 }}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => `€${value}k` }]}
        series={costs.map((cost) => ({
          ...cost,
          stack: mode === 'stacked' ? 'expenses' : undefined,
          valueFormatter: (value: number | null) => `€${value}k`,
        }))}
      />
    </Stack>
  );
}
