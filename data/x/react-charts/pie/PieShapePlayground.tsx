import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const devices = [
  { id: 'phone', value: 58, label: 'Phone' },
  { id: 'desktop', value: 31, label: 'Desktop' },
  { id: 'tablet', value: 9, label: 'Tablet' },
  { id: 'tv', value: 2, label: 'Smart TV' },
];

const settings = [
  { key: 'innerRadius', min: 0, max: 90, step: 5 },
  { key: 'paddingAngle', min: 0, max: 10, step: 1 },
  { key: 'cornerRadius', min: 0, max: 12, step: 1 },
  { key: 'startAngle', min: -180, max: 180, step: 10 },
  { key: 'endAngle', min: 0, max: 360, step: 10 },
] as const;

type Shape = Record<(typeof settings)[number]['key'], number>;

export default function PieShapePlayground() {
  const [shape, setShape] = React.useState<Shape>({
    innerRadius: 50,
    paddingAngle: 2,
    cornerRadius: 4,
    startAngle: 0,
    endAngle: 360,
  });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Stack sx={{ minWidth: 200 }}>
        {settings.map((setting) => (
          <Box key={setting.key}>
            <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
              {setting.key}: {shape[setting.key]}
            </Typography>
            <Slider
              size="small"
              min={setting.min}
              max={setting.max}
              step={setting.step}
              value={shape[setting.key]}
              onChange={(_, value) => setShape((previous) => ({ ...previous, [setting.key]: value as number }))}
              aria-label={setting.key}
            />
          </Box>
        ))}
      </Stack>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <PieChart
          height={280}
          series={[{ data: devices, outerRadius: 110, ...shape, valueFormatter: (item) => `${item.value}%` }]}
        />
      </Box>
    </Stack>
  );
}
