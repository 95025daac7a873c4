import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const levels = [
  { label: 'Experts', value: 12 },
  { label: 'Advanced', value: 48 },
  { label: 'Intermediate', value: 130 },
  { label: 'Beginners', value: 260 },
];

type Direction = 'increasing' | 'decreasing';

export default function PyramidOptions() {
  const [curve, setCurve] = React.useState<'pyramid' | 'step-pyramid'>('step-pyramid');
  const [direction, setDirection] = React.useState<Direction>('increasing');
  const [proportional, setProportional] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Curve"
          value={curve}
          onChange={(event, value) => value && setCurve(value)}
        >
          <ToggleButton value="pyramid">pyramid</ToggleButton>
          <ToggleButton value="step-pyramid">step-pyramid</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Direction"
          value={direction}
          onChange={(event, value) => value && setDirection(value)}
        >
          <ToggleButton value="increasing">increasing</ToggleButton>
          <ToggleButton value="decreasing">decreasing</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch checked={proportional} onChange={(event) => setProportional(event.target.checked)} />
          }
          label="Proportional heights"
        />
      </Stack>
      <FunnelChart
        height={320}
        margin={{ top: 24 }}
        title="Members of a coding club by skill level"
        gap={4}
        hideLegend
        categoryAxis={{
          categories: levels.map((level) => level.label),
          position: 'left',
          size: 96,
          scaleType: proportional ? 'linear' : 'band',
        }}
        series={[{ curve, funnelDirection: direction, data: levels }]}
      />
    </Stack>
  );
}
