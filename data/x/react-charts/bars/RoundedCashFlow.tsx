import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// A café's monthly cash flow in € thousands: money in is positive, money out negative.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May'];

export default function RoundedCashFlow() {
  const [borderRadius, setBorderRadius] = React.useState(10);
  const [layout, setLayout] = React.useState<'vertical' | 'horizontal'>('vertical');
  const labelId = React.useId();
  const bandAxis = [{ scaleType: 'band' as const, data: months }];
  const valueAxis = [{ width: 40, valueFormatter: (value: number) => `${value}k` }];

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          onChange={(_, next) => next && setLayout(next)}
          aria-label="Layout"
        >
          <ToggleButton value="vertical">vertical</ToggleButton>
          <ToggleButton value="horizontal">horizontal</ToggleButton>
        </ToggleButtonGroup>
        <Stack sx={{ minWidth: 220 }}>
          <Typography id={labelId} variant="body2" sx={{ fontFamily: 'monospace' }}>
            borderRadius: {borderRadius}
          </Typography>
          <Slider
            size="small"
            value={borderRadius}
            min={0}
            max={20}
            onChange={(_, value) => setBorderRadius(value as number)}
            aria-labelledby={labelId}
          />
        </Stack>
      </Stack>
      <BarChart
        height={260}
        margin={{ top: 24 }}
        aria-label="Café cash flow per month"
        layout={layout}
        borderRadius={borderRadius}
        xAxis={layout === 'vertical' ? bandAxis : valueAxis}
        yAxis={layout === 'vertical' ? valueAxis : bandAxis}
        series={[
          { label: 'Takings', data: [18, 16, 21, 24, 27], stack: 'cash' },
          { label: 'Catering', data: [4, 6, 3, 5, 7], stack: 'cash' },
          { label: 'Costs', data: [-15, -14, -17, -16, -19], stack: 'cash' },
        ]}
      />
    </Stack>
  );
}
