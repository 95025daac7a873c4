import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Pinned so the page renders the same for every reader. In an app, use dayjs().
const today = dayjs('2025-06-14');

function nextWeekday(from: Dayjs, weekday: number) {
  const distance = (weekday - from.day() + 7) % 7 || 7;
  return from.add(distance, 'day');
}

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => today },
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next Monday', getValue: () => nextWeekday(today, 1) },
  { label: 'In two weeks', getValue: () => today.add(2, 'week') },
  { label: 'First of next month', getValue: () => today.add(1, 'month').startOf('month') },
  { label: 'Clear', getValue: () => null },
];

export default function LeaveRequestShortcuts() {
  const [start, setStart] = React.useState<Dayjs | null>(today.add(3, 'day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <StaticDatePicker
          value={start}
          onChange={(newValue) => setStart(newValue)}
          displayStaticWrapperAs="desktop"
          slotProps={{
            shortcuts: { items: shortcuts },
            actionBar: { actions: [] },
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {start ? `Leave starts ${start.format('dddd, MMMM D, YYYY')}` : 'No start date chosen'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
