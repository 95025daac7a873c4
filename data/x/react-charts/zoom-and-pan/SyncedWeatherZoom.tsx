import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

// Temperature and heating energy of a school building, for each day of February.
const days = Array.from({ length: 28 }, (_, index) => index + 1);
const temperature = days.map(
  (day) => Math.round((2 + 4 * Math.sin(day / 4) - (day > 9 && day < 15 ? 6 : 0)) * 10) / 10,
);
const heating = temperature.map((celsius, index) => Math.round(520 - celsius * 24 + (index % 7 >= 5 ? -180 : 0)));

// Both charts use the same axis id, so one zoom state fits both.
const sharedAxis = { id: 'february', data: days, valueFormatter: (day: number) => `Feb ${day}` };
const initialZoom: ZoomData[] = [{ axisId: 'february', start: 25, end: 60 }];

export default function SyncedWeatherZoom() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>(initialZoom);
  return (
    <Stack spacing={1}>
      <LineChartPro
        height={180}
        margin={{ top: 16, right: 24, bottom: 0 }}
        xAxis={[{ ...sharedAxis, scaleType: 'band', zoom: true }]}
        yAxis={[{ width: 48, valueFormatter: (value: number) => `${value} °C` }]}
        series={[{ data: temperature, label: 'Outdoor temperature', color: '#1565c0' }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <BarChartPro
        height={180}
        margin={{ top: 16, right: 24, bottom: 0 }}
        xAxis={[{ ...sharedAxis, scaleType: 'band', zoom: true }]}
        yAxis={[{ width: 48, valueFormatter: (value: number) => `${value} kWh` }]}
        series={[{ data: heating, label: 'Heating energy', color: '#ef6c00' }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <div>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setZoomData([{ axisId: 'february', start: 0, end: 100 }])}
        >
          Show the whole month
        </Button>
      </div>
    </Stack>
  );
}
