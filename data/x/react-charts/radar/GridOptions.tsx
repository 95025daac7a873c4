import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

export default function GridOptions() {
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('sharp');
  const [divisions, setDivisions] = React.useState(5);
  const [stripes, setStripes] = React.useState(true);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Grid shape"
          value={shape}
          onChange={(event, value) => value && setShape(value)}
        >
          <ToggleButton value="sharp">Sharp</ToggleButton>
          <ToggleButton value="circular">Circular</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Number of divisions"
          value={divisions}
          onChange={(event, value) => value && setDivisions(value)}
        >
          {[3, 5, 10].map((count) => (
            <ToggleButton key={count} value={count}>
              {count} rings
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={stripes} onChange={(event) => setStripes(event.target.checked)} />}
          label="Stripes"
        />
      </Stack>
      <RadarChart
        height={280}
        title="Support satisfaction by channel"
        shape={shape}
        divisions={divisions}
        stripeColor={stripes ? undefined : null}
        radar={{ max: 100, metrics: ['Phone', 'Email', 'Chat', 'Forum', 'Social'] }}
        series={[{ label: 'Satisfied (%)', data: [82, 64, 91, 58, 70], fillArea: true }]}
      />
    </Stack>
  );
}
