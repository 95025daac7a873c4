import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// The demo's "today", a Wednesday. In an app, call dayjs() inside each getValue.
const today = dayjs('2025-06-18');

const periods: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { id: 'this-week', label: 'This week', getValue: () => [today.startOf('week'), today.endOf('week')] },
  {
    id: 'last-week',
    label: 'Last week',
    getValue: () => {
      const lastWeek = today.subtract(1, 'week');
      return [lastWeek.startOf('week'), lastWeek.endOf('week')];
    },
  },
  { id: 'last-14', label: 'Last 14 days', getValue: () => [today.subtract(13, 'day'), today] },
  { id: 'month-to-date', label: 'Month to date', getValue: () => [today.startOf('month'), today] },
  // An open range: the end is left for the person to choose.
  { id: 'from-today', label: 'From today on', getValue: () => [today, null] },
  { id: 'reset', label: 'Reset', getValue: () => [null, null] },
];

export default function TimesheetRangeShortcuts() {
  const [period, setPeriod] = React.useState<DateRange<Dayjs>>([
    today.startOf('week'),
    today.endOf('week'),
  ]);
  const [start, end] = period;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          label="Timesheet period"
          value={period}
          onChange={setPeriod}
          calendars={1}
          slotProps={{ shortcuts: { items: periods } }}
          sx={{ width: 300 }}
        />
        <Typography variant="body2" color="text.secondary">
          Timesheet period: {start ? start.format('MMM D') : '…'} to{' '}
          {end ? end.format('MMM D, YYYY') : '…'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
