import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsAxisHighlightType } from '@mui/x-charts/ChartsAxisHighlight';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Loaves baked and loaves sold at a bakery, per day.
const baked = [120, 110, 115, 125, 160, 210, 90];
const sold = [104, 98, 112, 117, 151, 203, 71];

export default function AxisHighlightPicker() {
  const [x, setX] = React.useState<ChartsAxisHighlightType>('band');
  const [y, setY] = React.useState<ChartsAxisHighlightType>('line');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="axisHighlight.x"
          value={x}
          onChange={(event) => setX(event.target.value as ChartsAxisHighlightType)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="band">band (default)</MenuItem>
          <MenuItem value="line">line</MenuItem>
          <MenuItem value="none">none</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="axisHighlight.y"
          value={y}
          onChange={(event) => setY(event.target.value as ChartsAxisHighlightType)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="line">line</MenuItem>
          <MenuItem value="none">none (default)</MenuItem>
        </TextField>
      </Stack>
      <BarChart
        height={280}
        margin={{ top: 16 }}
        title="Loaves baked and sold per day of the week"
        axisHighlight={{ x, y }}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ width: 40 }]}
        series={[
          { label: 'Baked', data: baked },
          { label: 'Sold', data: sold },
        ]}
      />
    </Stack>
  );
}
