import * as React from 'react';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { ChartContainerPro } from '@mui/x-charts-pro/ChartContainerPro';
import { ChartZoomSlider } from '@mui/x-charts-pro/ChartZoomSlider';
import { useIsZoomInteracting } from '@mui/x-charts-pro/hooks';

// A clinic's booked appointments per working day over six weeks, and the share of no-shows.
const days = Array.from(
  { length: 30 },
  (_, index) => `W${Math.floor(index / 5) + 1} ${['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][index % 5]}`,
);
const booked = days.map((_, index) => 42 + ((index * 11) % 17) - (index % 5 === 4 ? 9 : 0));
const noShowRate = days.map((_, index) => 4 + ((index * 7) % 9) / 2 + (index % 5 === 0 ? 3 : 0));

/** A hint in the corner of the plot, hidden while readers zoom or pan so it does not flicker. */
function InteractionHint() {
  const { left, top } = useDrawingArea();
  const interacting = useIsZoomInteracting();
  return (
    <text x={left + 8} y={top + 14} fontSize={12} fill="currentColor" opacity={interacting ? 0 : 0.6}>
      Drag the slider to move through the weeks
    </text>
  );
}

export default function ClinicComposedSlider() {
  const clipPathId = React.useId();
  return (
    <ChartContainerPro
      height={260}
      margin={{ top: 16, right: 8 }}
      series={[
        { type: 'bar', data: booked, label: 'Booked', yAxisId: 'visits' },
        { type: 'line', data: noShowRate, label: 'No-show rate', yAxisId: 'rate', color: '#d84315' },
      ]}
      xAxis={[
        {
          id: 'day',
          scaleType: 'band',
          data: days,
          zoom: { minSpan: 20, slider: { enabled: true } },
        },
      ]}
      yAxis={[
        { id: 'visits', width: 36 },
        { id: 'rate', position: 'right', width: 40, min: 0, valueFormatter: (value: number) => `${value}%` },
      ]}
      initialZoom={[{ axisId: 'day', start: 0, end: 34 }]}
    >
      {/* Clip the plots so bars and lines outside the zoomed range do not overflow the axes. */}
      <g clipPath={`url(#${clipPathId})`}>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
      </g>
      <ChartsXAxis axisId="day" />
      <ChartsYAxis axisId="visits" label="Appointments" />
      <ChartsYAxis axisId="rate" />
      <ChartZoomSlider />
      <InteractionHint />
      <ChartsClipPath id={clipPathId} />
    </ChartContainerPro>
  );
}
