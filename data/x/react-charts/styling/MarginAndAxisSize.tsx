import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Outlines the drawing area, so the effect of each setting is visible.
function DrawingAreaOutline() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  return (
    <rect
      x={left}
      y={top}
      width={width}
      height={height}
      fill="none"
      stroke={theme.palette.warning.main}
      strokeDasharray="4 3"
    />
  );
}

type Setting = 'top' | 'right' | 'bottom' | 'left' | 'xAxisHeight' | 'yAxisWidth';

const settings: { key: Setting; label: string }[] = [
  { key: 'top', label: 'Top margin' },
  { key: 'right', label: 'Right margin' },
  { key: 'bottom', label: 'Bottom margin' },
  { key: 'left', label: 'Left margin' },
  { key: 'xAxisHeight', label: 'x-axis height' },
  { key: 'yAxisWidth', label: 'y-axis width' },
];

const rooms = ['Lab 1', 'Lab 2', 'Studio', 'Library', 'Hall'];

export default function MarginAndAxisSize() {
  const [values, setValues] = React.useState<Record<Setting, number>>({
    top: 24,
    right: 16,
    bottom: 8,
    left: 8,
    xAxisHeight: 30,
    yAxisWidth: 40,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' } }}>
      <Box>
        {settings.map(({ key, label }) => (
          <Box key={key}>
            <Typography id={`margin-demo-${key}`} variant="caption">
              {label}: {values[key]} px
            </Typography>
            <Slider
              size="small"
              aria-labelledby={`margin-demo-${key}`}
              value={values[key]}
              min={0}
              max={80}
              onChange={(_, value) => setValues((prev) => ({ ...prev, [key]: value as number }))}
            />
          </Box>
        ))}
      </Box>
      <BarChart
        height={280}
        aria-label="Room bookings per week"
        margin={{ top: values.top, right: values.right, bottom: values.bottom, left: values.left }}
        xAxis={[{ scaleType: 'band', data: rooms, height: values.xAxisHeight, label: 'Room' }]}
        yAxis={[{ width: values.yAxisWidth, label: 'Bookings' }]}
        series={[{ label: 'Bookings', data: [21, 17, 9, 30, 6] }]}
        hideLegend
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <DrawingAreaOutline />
      </BarChart>
    </Box>
  );
}
