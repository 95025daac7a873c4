import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

type Curve = 'linear' | 'natural' | 'monotoneX' | 'step' | 'catmullRom';
type Baseline = 'zero' | 'min' | 'max';

// Visitors entering a museum every half hour, 10:00 to 16:00.
const entries = [12, 18, 35, 41, 30, 22, 26, 44, 58, 47, 33, 21, 15];

export default function SparklineCurveAreaPicker() {
  const [curve, setCurve] = React.useState<Curve>('natural');
  const [area, setArea] = React.useState(true);
  const [baseline, setBaseline] = React.useState<Baseline>('min');

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as Curve)}
          sx={{ minWidth: 150 }}
        >
          {(['linear', 'natural', 'monotoneX', 'step', 'catmullRom'] as const).map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="baseline"
          value={baseline}
          disabled={!area}
          onChange={(event) => setBaseline(event.target.value as Baseline)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="zero">0 (default)</MenuItem>
          <MenuItem value="min">&apos;min&apos;</MenuItem>
          <MenuItem value="max">&apos;max&apos;</MenuItem>
        </TextField>
        <FormControlLabel control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />} label="area" />
      </Stack>
      <Box sx={{ maxWidth: 480 }}>
        <SparkLineChart
          data={entries}
          height={90}
          curve={curve}
          area={area}
          baseline={baseline === 'zero' ? 0 : baseline}
          showTooltip
          showHighlight
          valueFormatter={(value) => `${value} visitors`}
          aria-label="Museum entries every half hour from 10:00 to 16:00"
        />
      </Box>
    </Stack>
  );
}
