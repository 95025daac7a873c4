import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Three hiking trails rated by a walking club, from 1 to 10.
const criteria = ['Views', 'Shade', 'Ease', 'Signage', 'Quietness'];
const trails = [
  { id: 'ridge', label: 'Ridge loop', data: [10, 3, 3, 6, 7] },
  { id: 'forest', label: 'Forest path', data: [5, 9, 7, 8, 9] },
  { id: 'lake', label: 'Lake shore', data: [8, 6, 9, 9, 4] },
];

export default function TrailSeriesOptions() {
  const [fillArea, setFillArea] = React.useState(true);
  const [hideMark, setHideMark] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={fillArea} onChange={(event) => setFillArea(event.target.checked)} />}
          label="fillArea"
        />
        <FormControlLabel
          control={<Switch checked={hideMark} onChange={(event) => setHideMark(event.target.checked)} />}
          label="hideMark"
        />
      </Stack>
      <RadarChart
        height={280}
        title="Walking club ratings of three trails, out of 10"
        radar={{ max: 10, metrics: criteria }}
        series={trails.map((trail) => ({ ...trail, fillArea, hideMark }))}
      />
    </Stack>
  );
}
