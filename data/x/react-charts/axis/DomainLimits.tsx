import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { YAxis } from '@mui/x-charts/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Median page load time, in milliseconds.
const loadTimes = [372, 418, 391, 455, 436, 508, 479];

type Mode = 'nice' | 'strict' | 'fixed' | 'padded';

const axes: Record<Mode, YAxis> = {
  nice: { domainLimit: 'nice' },
  strict: { domainLimit: 'strict' },
  fixed: { min: 0, max: 600 },
  // Function form: 50 ms of room below and above the data.
  padded: { domainLimit: (min, max) => ({ min: min - 50, max: max + 50 }) },
};

export default function DomainLimits() {
  const [mode, setMode] = React.useState<Mode>('nice');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Y-axis range"
        value={mode}
        onChange={(event, value) => value && setMode(value)}
      >
        <ToggleButton value="nice">nice (default)</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="fixed">min / max</ToggleButton>
        <ToggleButton value="padded">function</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={260}
        margin={{ top: 24 }}
        title="Median page load time per day"
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ ...axes[mode], width: 48 }]}
        series={[{ data: loadTimes, label: 'Load time (ms)' }]}
      />
    </Stack>
  );
}
