import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { RadarChart } from '@mui/x-charts/RadarChart';

type Trigger = 'axis' | 'item' | 'none';

// A gym member's fitness assessment, in percent of the target for their age group.
const tests = ['Endurance', 'Strength', 'Flexibility', 'Balance', 'Speed'];
const percent = (value: number | null) => (value === null ? '' : `${value}% of target`);

export default function FitnessTooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('item');
  const labelId = React.useId();

  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id={labelId}>Tooltip trigger</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={trigger}
          onChange={(event) => setTrigger(event.target.value as Trigger)}
        >
          <FormControlLabel value="axis" control={<Radio size="small" />} label="axis" />
          <FormControlLabel value="item" control={<Radio size="small" />} label="item" />
          <FormControlLabel value="none" control={<Radio size="small" />} label="none" />
        </RadioGroup>
      </FormControl>
      <RadarChart
        height={280}
        title="Fitness assessment, January and June"
        radar={{ max: 120, metrics: tests }}
        // Fading the other shape makes it clear which one the item tooltip describes.
        highlight={trigger === 'item' ? 'series' : 'axis'}
        slotProps={{ tooltip: { trigger } }}
        series={[
          { id: 'jan', label: 'January', data: [64, 70, 52, 80, 75], valueFormatter: percent },
          { id: 'jun', label: 'June', data: [92, 85, 60, 88, 81], valueFormatter: percent, fillArea: true },
        ]}
      />
    </Stack>
  );
}
