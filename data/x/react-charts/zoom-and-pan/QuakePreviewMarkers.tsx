import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// A tiny seeded generator: the same "random" data on the server and in the browser.
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(7);
// Tremors recorded by a seismic station over a year: day of the year and magnitude.
const tremors = Array.from({ length: 140 }, (_, index) => {
  const day = Math.round(random() * 364) + 1;
  const swarm = day > 200 && day < 230;
  const magnitude = Math.round((1.2 + random() * (swarm ? 3.4 : 2)) * 10) / 10;
  return { id: `t${index}`, x: day, y: magnitude, shallow: random() < 0.6 };
});

export default function QuakePreviewMarkers() {
  const [markerSize, setMarkerSize] = React.useState(2);
  const series = [
    { label: 'Shallow (< 10 km)', data: tremors.filter((t) => t.shallow) },
    { label: 'Deep', data: tremors.filter((t) => !t.shallow) },
  ].map((entry) => ({
    ...entry,
    markerSize: 4,
    // Size of the points drawn in the slider's preview (1px by default).
    preview: { markerSize },
    valueFormatter: (value: { x: number; y: number } | null) => (value ? `M${value.y} on day ${value.x}` : ''),
  }));

  return (
    <Stack spacing={1}>
      <Box sx={{ maxWidth: 280, px: 1 }}>
        <Typography variant="body2" id="quake-marker-size">
          Preview marker size: {markerSize}px
        </Typography>
        <Slider
          size="small"
          value={markerSize}
          min={1}
          max={6}
          step={1}
          marks
          onChange={(_, value) => setMarkerSize(value as number)}
          aria-labelledby="quake-marker-size"
        />
      </Box>
      <ScatterChartPro
        height={260}
        margin={{ top: 16, right: 24 }}
        xAxis={[
          {
            id: 'day',
            min: 1,
            max: 365,
            label: 'Day of the year',
            zoom: { slider: { enabled: true, preview: true } },
          },
        ]}
        yAxis={[{ width: 36, min: 0, max: 5 }]}
        series={series}
        initialZoom={[{ axisId: 'day', start: 50, end: 70 }]}
      />
    </Stack>
  );
}
