import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

const weeks = Array.from({ length: 52 }, (_, index) => `W${index + 1}`);
// Weekly active subscribers of a newsletter, in thousands.
const subscribers = weeks.map((_, index) => Math.round(180 + index * 2.4 + 12 * Math.sin(index / 3)));

const presets = [
  { label: 'Whole year', start: 0, end: 100 },
  { label: 'Second half', start: 50, end: 100 },
  { label: 'Last quarter', start: 75, end: 100 },
];

export default function ControlledZoomRange() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([{ axisId: 'week', start: 50, end: 100 }]);
  const { start, end } = zoomData[0] ?? { start: 0, end: 100 };
  const first = weeks[Math.round((start / 100) * (weeks.length - 1))];
  const last = weeks[Math.round((end / 100) * (weeks.length - 1))];

  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant={start === preset.start && end === preset.end ? 'contained' : 'outlined'}
            onClick={() => setZoomData([{ axisId: 'week', start: preset.start, end: preset.end }])}
          >
            {preset.label}
          </Button>
        ))}
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: 'auto' }}>
          Showing {first} to {last} ({Math.round(start)}–{Math.round(end)}%)
        </Typography>
      </Stack>
      <LineChartPro
        height={260}
        margin={{ top: 24, right: 24 }}
        xAxis={[{ id: 'week', scaleType: 'point', data: weeks, zoom: { minSpan: 10 } }]}
        yAxis={[{ width: 44, valueFormatter: (value: number) => `${value}k` }]}
        series={[{ data: subscribers, label: 'Subscribers', showMark: false }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
    </Stack>
  );
}
