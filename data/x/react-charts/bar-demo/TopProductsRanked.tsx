import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

const products = [
  { name: 'Kettle', units: 1240, revenue: 49.6 },
  { name: 'Toaster', units: 860, revenue: 38.7 },
  { name: 'Blender', units: 530, revenue: 47.2 },
  { name: 'Grinder', units: 1010, revenue: 30.3 },
  { name: 'Airfryer', units: 470, revenue: 56.4 },
  { name: 'Juicer', units: 310, revenue: 21.7 },
];

type Metric = 'units' | 'revenue';

export default function TopProductsRanked() {
  const [metric, setMetric] = React.useState<Metric>('units');
  const ranked = [...products].sort((a, b) => b[metric] - a[metric]);
  const format = (value: number | null) =>
    value === null ? '' : metric === 'units' ? `${value}` : `€${value}k`;

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={metric}
        onChange={(_, next: Metric | null) => next && setMetric(next)}
        aria-label="Ranking metric"
      >
        <ToggleButton value="units">Units sold</ToggleButton>
        <ToggleButton value="revenue">Revenue</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        layout="horizontal"
        margin={{ top: 24, right: 24 }}
        dataset={ranked}
        yAxis={[{ scaleType: 'band', dataKey: 'name', width: 72 }]}
        xAxis={[{ valueFormatter: (value: number) => (metric === 'units' ? `${value}` : `€${value}k`) }]}
        series={[
          {
            dataKey: metric,
            label: metric === 'units' ? 'Units sold' : 'Revenue',
            valueFormatter: format,
          },
        ]}
        barLabel={(item) => format(item.value)}
        hideLegend
      />
    </Stack>
  );
}
