import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const HOUR = 60 * 60 * 1000;
const start = Date.UTC(2025, 0, 6);
// Power drawn by a small office, in kW, every three hours over one working week (UTC).
const dayProfile = [2, 2, 9, 14, 13, 8, 3, 2];
const power = [0, 1, -1, 2, 0].flatMap((shift) =>
  dayProfile.map((value, index) => (index > 1 && index < 6 ? value + shift : value)),
);
const times = power.map((_, index) => new Date(start + index * 3 * HOUR));
// A tick every six hours.
const ticks = Array.from({ length: 20 }, (_, index) => new Date(start + index * 6 * HOUR));

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const hourFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone: 'UTC' });

type Mode = 'auto' | 'all' | 'midnight';
const intervals = {
  auto: 'auto',
  all: () => true,
  midnight: (date: Date) => date.getUTCHours() === 0,
} as const;

export default function TickLabelFilter() {
  const [mode, setMode] = React.useState<Mode>('midnight');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="tickLabelInterval"
        value={mode}
        onChange={(event, value) => value && setMode(value)}
      >
        <ToggleButton value="auto">auto (default)</ToggleButton>
        <ToggleButton value="all">{'() => true'}</ToggleButton>
        <ToggleButton value="midnight">midnights</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={260}
        aria-label="Office power draw over a working week"
        xAxis={[
          {
            scaleType: 'utc',
            data: times,
            tickInterval: ticks,
            tickLabelInterval: intervals[mode],
            valueFormatter: (date: Date) =>
              date.getUTCHours() === 0
                ? dayFormat.format(date)
                : `${dayFormat.format(date)} ${hourFormat.format(date)}`,
          },
        ]}
        yAxis={[{ width: 36 }]}
        series={[{ data: power, label: 'Power (kW)', showMark: false }]}
        hideLegend
      />
    </Stack>
  );
}
