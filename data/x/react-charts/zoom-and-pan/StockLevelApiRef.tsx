import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import type { ZoomData } from '@mui/x-charts-pro/models';

// Pallets of flour in a warehouse at closing time, every day of a quarter (91 days).
const days = Array.from({ length: 91 }, (_, index) => index + 1);
const pallets = days.map((day) => 120 - ((day * 9) % 70) + (day % 14 === 0 ? 40 : 0));

const initialZoom: ZoomData[] = [{ axisId: 'day', start: 0, end: 33 }];

export default function StockLevelApiRef() {
  // The chart owns the zoom state; the API lets buttons change it, and onZoomChange reports it.
  const apiRef = useChartProApiRef<'line'>();
  const [visible, setVisible] = React.useState<ZoomData[]>(initialZoom);

  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setZoomData([{ axisId: 'day', start: 0, end: 100 }])}
        >
          Reset zoom
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setAxisZoomData('day', { axisId: 'day', start: 67, end: 100 })}
        >
          Last month
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setAxisZoomData('day', (previous) => {
              // Move the window one week forward, keeping its width.
              const shift = Math.min(100 * (7 / 91), 100 - previous.end);
              return { ...previous, start: previous.start + shift, end: previous.end + shift };
            })
          }
        >
          Next week
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={260}
        margin={{ top: 16, right: 24 }}
        xAxis={[
          { id: 'day', scaleType: 'point', data: days, zoom: true, valueFormatter: (day: number) => `Day ${day}` },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: pallets, label: 'Pallets in stock', showMark: false }]}
        initialZoom={initialZoom}
        onZoomChange={setVisible}
      />
      <Typography component="pre" variant="caption" sx={{ m: 0, fontFamily: 'monospace' }}>
        {JSON.stringify(visible.map((zoom) => ({ ...zoom, start: Math.round(zoom.start), end: Math.round(zoom.end) })))}
      </Typography>
    </Stack>
  );
}
