import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'axis' | 'item' | 'none';

const cities = ['Oslo', 'Lyon', 'Porto', 'Turin', 'Gdańsk'];

export default function TooltipTriggers() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        aria-label="Tooltip trigger"
        onChange={(_, next: Trigger | null) => next && setTrigger(next)}
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        margin={{ top: 24 }}
        xAxis={[{ scaleType: 'band', data: cities }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: [38, 52, 47, 41, 29], label: 'Stores' },
          { data: [12, 19, 22, 15, 9], label: 'Pick-up points' },
          { data: [4, 6, 5, 7, 3], label: 'Warehouses' },
        ]}
        slotProps={{ tooltip: { trigger } }}
      />
    </Stack>
  );
}
