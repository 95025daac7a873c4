import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];

export default function BarSpacingControls() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);
  const [borderRadius, setBorderRadius] = React.useState(0);
  const controls = [
    { label: 'categoryGapRatio', value: categoryGapRatio, set: setCategoryGapRatio, max: 0.8, step: 0.05 },
    { label: 'barGapRatio', value: barGapRatio, set: setBarGapRatio, max: 0.8, step: 0.05 },
    { label: 'borderRadius', value: borderRadius, set: setBorderRadius, max: 12, step: 1 },
  ];

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Stack spacing={1} sx={{ minWidth: 200 }}>
        {controls.map((control) => (
          <Box key={control.label}>
            <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
              {control.label}: {control.value}
            </Typography>
            <Slider
              size="small"
              value={control.value}
              min={0}
              max={control.max}
              step={control.step}
              onChange={(_, value) => control.set(value as number)}
              aria-label={control.label}
            />
          </Box>
        ))}
      </Stack>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <BarChart
          height={300}
          margin={{ top: 24 }}
          borderRadius={borderRadius}
          xAxis={[{ scaleType: 'band', data: regions, categoryGapRatio, barGapRatio }]}
          series={[
            { label: '2023', data: [34, 28, 41, 22] },
            { label: '2024', data: [39, 31, 45, 30] },
            { label: '2025', data: [44, 37, 43, 36] },
          ]}
        />
      </Box>
    </Stack>
  );
}
