import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

const weeks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
// Active users of a new app: growth that multiplies week after week.
const users = [120, 260, 610, 1300, 2900, 6200, 13800, 29500, 61000, 132000];

type Scale = 'linear' | 'log' | 'sqrt';

const compact = (value: number) => (value >= 1000 ? `${value / 1000}k` : `${value}`);

// On a log scale, the default label is empty for minor ticks: keep those unlabelled.
const formatTick = (value: number, context: AxisValueFormatterContext) =>
  context.location === 'tick' && context.defaultTickLabel === '' ? '' : compact(value);

export default function ScaleTypeSwitch() {
  const [scale, setScale] = React.useState<Scale>('log');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Y-axis scale"
        value={scale}
        onChange={(event, value) => value && setScale(value)}
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
        <ToggleButton value="sqrt">sqrt</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={260}
        margin={{ top: 24 }}
        title={`Weekly active users, ${scale} scale`}
        xAxis={[{ data: weeks, label: 'Week', valueFormatter: (value: number) => `W${value}` }]}
        yAxis={[{ scaleType: scale, width: 48, valueFormatter: formatTick }]}
        series={[{ data: users, label: 'Active users', valueFormatter: (v) => `${v} users` }]}
      />
    </Stack>
  );
}
