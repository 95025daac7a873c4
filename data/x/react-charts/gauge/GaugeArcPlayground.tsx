import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

const settings = [
  { key: 'startAngle', min: -180, max: 180, step: 10, unit: '°' },
  { key: 'endAngle', min: -180, max: 360, step: 10, unit: '°' },
  { key: 'innerRadius', min: 0, max: 95, step: 5, unit: '%' },
  { key: 'outerRadius', min: 40, max: 100, step: 5, unit: '%' },
  { key: 'cornerRadius', min: 0, max: 50, step: 5, unit: '%' },
] as const;

type ArcSettings = Record<(typeof settings)[number]['key'], number>;

export default function GaugeArcPlayground() {
  const [arc, setArc] = React.useState<ArcSettings>({
    startAngle: -110,
    endAngle: 110,
    innerRadius: 75,
    outerRadius: 100,
    cornerRadius: 50,
  });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Stack sx={{ minWidth: 220 }}>
        {settings.map((setting) => (
          <Box key={setting.key}>
            <Typography id={`gauge-arc-${setting.key}`} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {setting.key}: {arc[setting.key]}
              {setting.unit}
            </Typography>
            <Slider
              size="small"
              min={setting.min}
              max={setting.max}
              step={setting.step}
              value={arc[setting.key]}
              onChange={(_, value) => setArc((previous) => ({ ...previous, [setting.key]: value as number }))}
              aria-labelledby={`gauge-arc-${setting.key}`}
            />
          </Box>
        ))}
      </Stack>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Gauge
          height={260}
          value={64}
          title="Warehouse shelf space in use: 64%"
          startAngle={arc.startAngle}
          endAngle={arc.endAngle}
          innerRadius={`${arc.innerRadius}%`}
          outerRadius={`${arc.outerRadius}%`}
          cornerRadius={`${arc.cornerRadius}%`}
          text={({ value }) => `${value}%`}
        />
      </Box>
    </Stack>
  );
}
