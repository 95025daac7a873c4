import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';
import type { FadeOptions, HighlightItemData, HighlightOptions } from '@mui/x-charts/context';

const slots = ['7:00', '9:00', '12:00', '17:30', '19:00'];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Average attendance of the fitness classes, out of 20 places.
const attendance = [
  [11, 6, 9, 18, 20],
  [9, 5, 8, 17, 19],
  [12, 7, 10, 19, 20],
  [8, 4, 9, 16, 18],
  [7, 5, 11, 13, 12],
  [4, 16, 14, 6, 3],
];

const data: HeatmapValueType[] = attendance.flatMap((row, y) =>
  row.map((value, x): HeatmapValueType => [x, y, value]),
);

export default function GymClassesHoverFade() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('item');
  const [fade, setFade] = React.useState<FadeOptions>('global');
  const [hovered, setHovered] = React.useState<HighlightItemData | null>(null);

  const cell = hovered?.dataIndex === undefined ? undefined : data[hovered.dataIndex];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as HighlightOptions)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="item">item</MenuItem>
          <MenuItem value="none">none</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as FadeOptions)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="global">global</MenuItem>
          <MenuItem value="none">none</MenuItem>
        </TextField>
      </Stack>
      <Heatmap
        height={280}
        margin={{ top: 16 }}
        title="Average attendance of fitness classes, by day and start time"
        xAxis={[{ data: slots }]}
        yAxis={[{ data: days, width: 44 }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 20, color: ['#ede7f6', '#4527a0'] } }]}
        series={[
          {
            id: 'attendance',
            data,
            highlightScope: { highlight, fade },
            valueFormatter: (value) => `${value[2]} of 20 places`,
          },
        ]}
        onHighlightChange={setHovered}
      />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {cell ? `${days[cell[1]]} ${slots[cell[0]]}: ${cell[2]} people on average` : 'Hover a class to read its attendance.'}
      </Typography>
    </Stack>
  );
}
