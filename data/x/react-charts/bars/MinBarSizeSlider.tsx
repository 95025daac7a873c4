import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Share of failed payments per checkout step, in %. Most steps almost never fail.
const steps = ['Cart', 'Address', 'Shipping', 'Voucher', 'Card', 'Wallet', 'Invoice'];
const failures: (number | null)[] = [0.05, 0.2, 0, 0.08, 6.4, 2.1, null];

export default function MinBarSizeSlider() {
  const [minBarSize, setMinBarSize] = React.useState(0);
  const labelId = React.useId();

  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="body2" sx={{ fontFamily: 'monospace' }}>
        minBarSize: {minBarSize}px
      </Typography>
      <Slider
        size="small"
        value={minBarSize}
        min={0}
        max={24}
        onChange={(_, value) => setMinBarSize(value as number)}
        aria-labelledby={labelId}
        sx={{ maxWidth: 320 }}
      />
      <BarChart
        height={260}
        margin={{ top: 24 }}
        aria-label="Failed payments per checkout step"
        xAxis={[{ scaleType: 'band', data: steps }]}
        yAxis={[{ width: 40, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            label: 'Failed payments',
            data: failures,
            minBarSize,
            valueFormatter: (value) => (value === null ? 'not measured' : `${value}%`),
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
