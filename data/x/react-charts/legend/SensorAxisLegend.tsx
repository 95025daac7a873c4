import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

const hours = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];

// Readings from a server-room sensor: each series is coloured by the colour map of its own axis.
const temperature = [21, 23, 25, 28, 29, 26, 22];
const humidity = [41, 44, 52, 61, 64, 55, 47];

type AxisId = 'temperature' | 'humidity';

export default function SensorAxisLegend() {
  const [axisId, setAxisId] = React.useState<AxisId>('temperature');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={axisId}
        aria-label="Colour scale shown in the legend"
        onChange={(_, next: AxisId | null) => next && setAxisId(next)}
      >
        <ToggleButton value="temperature">Temperature scale</ToggleButton>
        <ToggleButton value="humidity">Humidity scale</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={320}
        margin={{ top: 24 }}
        xAxis={[{ scaleType: 'band', data: hours }]}
        yAxis={[
          {
            id: 'temperature',
            width: 48,
            valueFormatter: (value: number) => `${value} °C`,
            colorMap: { type: 'piecewise', thresholds: [24, 27], colors: ['#66bb6a', '#ffa726', '#e53935'] },
          },
          {
            id: 'humidity',
            position: 'right',
            width: 48,
            valueFormatter: (value: number) => `${value}%`,
            colorMap: { type: 'piecewise', thresholds: [45, 60], colors: ['#80deea', '#29b6f6', '#3949ab'] },
          },
        ]}
        series={[
          { data: temperature, label: 'Temperature', yAxisId: 'temperature' },
          { data: humidity, label: 'Humidity', yAxisId: 'humidity' },
        ]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{ legend: { axisDirection: 'y', axisId, labelPosition: 'end' } }}
      />
    </Stack>
  );
}
