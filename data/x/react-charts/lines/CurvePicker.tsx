import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = ['monotoneX', 'linear', 'natural', 'catmullRom', 'step', 'stepBefore', 'stepAfter', 'bumpX'];
const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h'];

export default function CurvePicker() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');
  const [showMark, setShowMark] = React.useState(true);
  const labelId = React.useId();

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id={labelId}>curve</InputLabel>
          <Select
            labelId={labelId}
            label="curve"
            value={curve}
            onChange={(event) => setCurve(event.target.value as CurveType)}
          >
            {curves.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={showMark} onChange={(event) => setShowMark(event.target.checked)} />}
          label="showMark"
        />
      </Stack>
      <LineChart
        height={280}
        margin={{ top: 24, right: 24 }}
        xAxis={[{ scaleType: 'point', data: hours }]}
        series={[{ label: 'Visitors in the museum', data: [40, 310, 520, 380, 610, 450, 160, 30], curve, showMark }]}
        hideLegend
      />
    </Stack>
  );
}
