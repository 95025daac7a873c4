import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const hours = ['20h', '21h', '22h', '23h', '0h', '1h', '2h', '3h'];
const streets = ['Quay St', 'Market Sq', 'Mill Lane', 'Park Rd'];

// Night-time noise level in decibels, measured by street sensors.
const noise = [
  [68, 71, 74, 76, 73, 66, 58, 52],
  [72, 75, 77, 79, 78, 70, 61, 55],
  [55, 54, 52, 50, 47, 44, 42, 41],
  [58, 57, 55, 52, 49, 46, 44, 43],
];

const data: HeatmapValueType[] = noise.flatMap((row, y) =>
  row.map((value, x): HeatmapValueType => [x, y, value]),
);

type Direction = 'horizontal' | 'vertical';
type LabelPosition = 'start' | 'end' | 'extremes';

export default function NoiseLevelLegendOptions() {
  const [direction, setDirection] = React.useState<Direction>('horizontal');
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('extremes');
  const [reverse, setReverse] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="horizontal">horizontal</MenuItem>
          <MenuItem value="vertical">vertical</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="labelPosition"
          value={labelPosition}
          onChange={(event) => setLabelPosition(event.target.value as LabelPosition)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="start">start</MenuItem>
          <MenuItem value="end">end</MenuItem>
          <MenuItem value="extremes">extremes</MenuItem>
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={reverse} onChange={(event) => setReverse(event.target.checked)} />}
          label="reverse"
        />
      </Stack>
      <Heatmap
        height={280}
        margin={{ top: 16 }}
        title="Night-time noise level per street and hour, in decibels"
        xAxis={[{ data: hours }]}
        yAxis={[{ data: streets, width: 72 }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 40, max: 80, color: ['#fff9c4', '#b71c1c'] } }]}
        series={[{ data, valueFormatter: (cell) => `${cell[2]} dB` }]}
        hideLegend={false}
        slotProps={{
          legend: {
            direction,
            labelPosition,
            reverse,
            position: direction === 'vertical' ? { vertical: 'middle', horizontal: 'end' } : { vertical: 'top', horizontal: 'center' },
            minLabel: ({ formattedValue }) => `${formattedValue} dB, quiet`,
            maxLabel: ({ formattedValue }) => `${formattedValue} dB, loud`,
          },
        }}
      />
    </Stack>
  );
}
