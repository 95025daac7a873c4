import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsColorPaletteCallback } from '@mui/x-charts/colorPalettes';

// Builds `count` colours spread around the colour wheel from a starting hue.
// Dark mode gets lighter, softer colours so they stand out on a dark background.
function huePalette(startHue: number, count: number): ChartsColorPaletteCallback {
  return (mode) =>
    Array.from({ length: count }, (_, index) => {
      const hue = Math.round((startHue + (index * 360) / count) % 360);
      return mode === 'dark' ? `hsl(${hue}, 70%, 68%)` : `hsl(${hue}, 65%, 42%)`;
    });
}

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Book shop sales per quarter, in hundreds of copies.
const sections = [
  { label: 'Fiction', data: [42, 38, 51, 66] },
  { label: 'Travel', data: [12, 21, 27, 14] },
  { label: 'Cooking', data: [18, 16, 15, 29] },
  { label: 'Children', data: [25, 23, 30, 41] },
  { label: 'History', data: [14, 13, 12, 19] },
];

export default function GeneratedPalette() {
  const [startHue, setStartHue] = React.useState(200);
  const palette = React.useMemo(() => huePalette(startHue, sections.length), [startHue]);

  return (
    <Stack spacing={1}>
      <Box sx={{ maxWidth: 320 }}>
        <Typography id="palette-hue-label" variant="body2" gutterBottom>
          Starting hue: {startHue}°
        </Typography>
        <Slider
          aria-labelledby="palette-hue-label"
          value={startHue}
          min={0}
          max={359}
          onChange={(_, value) => setStartHue(value as number)}
        />
      </Box>
      <BarChart
        height={260}
        margin={{ top: 24 }}
        colors={palette}
        aria-label="Book shop sales per quarter and section"
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 40 }]}
        series={sections.map((section) => ({ ...section, stack: 'sales' }))}
      />
    </Stack>
  );
}
