import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function countWorkingDays(start: Dayjs, end: Dayjs) {
  let count = 0;
  for (let day = start; !day.isAfter(end, 'day'); day = day.add(1, 'day')) {
    if (day.day() !== 0 && day.day() !== 6) {
      count += 1;
    }
  }
  return count;
}

export default function VacationPlanner() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-24'),
    dayjs('2025-08-06'),
  ]);
  const [start, end] = value;

  let summary = 'Click the last day of your leave.';
  if (start && end) {
    const days = countWorkingDays(start, end);
    summary = `${start.format('MMM D')} to ${end.format('MMM D')}: ${days} working day${days === 1 ? '' : 's'} of leave`;
  } else if (!start) {
    summary = 'Click the first day of your leave.';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar value={value} onChange={(newValue) => setValue(newValue)} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {summary}
      </Typography>
    </LocalizationProvider>
  );
}
