import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapProps } from '@mui/x-charts-pro/Heatmap';
import { ContinuousColorLegend, PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const hours = ['7h', '8h', '9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h', '17h', '18h'];
const levels = ['Roof', 'Level 3', 'Level 2', 'Level 1', 'Ground'];

// Share of spaces taken (%) in a shopping centre car park on a Saturday.
const occupancy = [
  [2, 5, 10, 22, 41, 63, 70, 66, 52, 38, 20, 9],
  [5, 12, 28, 51, 74, 88, 92, 90, 81, 63, 40, 18],
  [9, 24, 47, 76, 93, 98, 99, 98, 95, 82, 58, 30],
  [14, 35, 66, 91, 99, 100, 100, 100, 99, 93, 71, 42],
  [21, 48, 80, 97, 100, 100, 100, 100, 100, 97, 80, 55],
];

const data: HeatmapValueType[] = occupancy.flatMap((row, y) =>
  row.map((value, x): HeatmapValueType => [x, y, value]),
);

type Mode = 'two-colours' | 'function' | 'piecewise';

const zAxes: Record<Mode, HeatmapProps['zAxis']> = {
  'two-colours': [{ colorMap: { type: 'continuous', min: 0, max: 100, color: ['#fff3e0', '#bf360c'] } }],
  // A function of t (0 to 1) gives several stops: green, then yellow, then red.
  function: [
    {
      colorMap: {
        type: 'continuous',
        min: 0,
        max: 100,
        color: (t: number) => `hsl(${Math.round(130 - 130 * t)}, 65%, ${Math.round(72 - 24 * t)}%)`,
      },
    },
  ],
  piecewise: [{ colorMap: { type: 'piecewise', thresholds: [60, 90], colors: ['#a5d6a7', '#ffcc80', '#e57373'] } }],
};

export default function ParkingColorMapSwitcher() {
  const [mode, setMode] = React.useState<Mode>('two-colours');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next: Mode | null) => next && setMode(next)}
        aria-label="Colour mapping"
      >
        <ToggleButton value="two-colours">Continuous, two colours</ToggleButton>
        <ToggleButton value="function">Continuous, function</ToggleButton>
        <ToggleButton value="piecewise">Piecewise</ToggleButton>
      </ToggleButtonGroup>
      <Heatmap
        height={300}
        margin={{ top: 16 }}
        title="Car park occupancy per level and hour on a Saturday"
        xAxis={[{ data: hours }]}
        yAxis={[{ data: levels, width: 64 }]}
        zAxis={zAxes[mode]}
        series={[{ data, valueFormatter: (cell) => `${cell[2]}% full` }]}
        hideLegend={false}
        slots={{ legend: mode === 'piecewise' ? PiecewiseColorLegend : ContinuousColorLegend }}
      />
    </Stack>
  );
}
