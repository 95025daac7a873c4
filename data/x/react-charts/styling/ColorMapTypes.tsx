import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { XAxis, YAxis } from '@mui/x-charts/models';

type MapKind = 'piecewise' | 'continuous' | 'ordinal';

// Daily air quality index of eight cities.
const cities = ['Lyon', 'Oslo', 'Porto', 'Delhi', 'Lima', 'Cairo', 'Perth', 'Quito'];
const region = ['Europe', 'Europe', 'Europe', 'Asia', 'Americas', 'Africa', 'Oceania', 'Americas'];
const aqi = [38, 22, 31, 162, 74, 118, 19, 55];

export default function ColorMapTypes() {
  const [kind, setKind] = React.useState<MapKind>('piecewise');

  // Piecewise and continuous maps read the bar's value (y-axis),
  // the ordinal map reads the bar's category (x-axis).
  const yAxis: YAxis<'linear'> = {
    width: 40,
    colorMap:
      kind === 'piecewise'
        ? { type: 'piecewise', thresholds: [50, 100], colors: ['#2e7d32', '#f9a825', '#c62828'] }
        : kind === 'continuous'
          ? { type: 'continuous', min: 0, max: 180, color: ['#80deea', '#6a1b9a'] }
          : undefined,
  };
  const xAxis: XAxis<'band'> = {
    scaleType: 'band',
    data: cities,
    valueFormatter: (city: string, context) =>
      context.location === 'tooltip' ? `${city} (${region[cities.indexOf(city)]})` : city,
    colorMap:
      kind === 'ordinal'
        ? {
            type: 'ordinal',
            values: ['Lyon', 'Oslo', 'Porto', 'Lima', 'Quito'],
            colors: ['#3949ab', '#3949ab', '#3949ab', '#00897b', '#00897b'],
            unknownColor: '#9e9e9e',
          }
        : undefined,
  };

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={kind}
        onChange={(_, value: MapKind | null) => value && setKind(value)}
        aria-label="Colour map type"
      >
        <ToggleButton value="piecewise">Piecewise</ToggleButton>
        <ToggleButton value="continuous">Continuous</ToggleButton>
        <ToggleButton value="ordinal">Ordinal</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={260}
        margin={{ top: 24 }}
        aria-label="Air quality index by city"
        xAxis={[xAxis]}
        yAxis={[yAxis]}
        series={[{ label: 'Air quality index', data: aqi }]}
        hideLegend
      />
    </Stack>
  );
}
