import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const firstRun: DateRange<Dayjs> = [dayjs('2026-02-03'), dayjs('2026-02-12')];

export default function ExhibitionRunUncontrolled() {
  // An echo of what the calendar reports; the calendar itself owns the range.
  const [reported, setReported] = React.useState<DateRange<Dayjs>>(firstRun);
  const [start, end] = reported;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        defaultValue={firstRun}
        onChange={(newValue) => setReported(newValue)}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        Pottery show: {start ? start.format('MMM D') : '…'} to{' '}
        {end ? end.format('MMM D') : '(pick the last day)'}
      </Typography>
    </LocalizationProvider>
  );
}
