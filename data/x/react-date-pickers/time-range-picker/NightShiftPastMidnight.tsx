import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const shiftDate = dayjs('2025-02-07');

// Keep the end on the start's day or the next one, whichever follows the start.
function rollOverMidnight([start, end]: DateRange<Dayjs>): DateRange<Dayjs> {
  if (!start?.isValid() || !end?.isValid()) {
    return [start, end];
  }
  let fixedEnd = end.year(start.year()).month(start.month()).date(start.date());
  if (!fixedEnd.isAfter(start)) {
    fixedEnd = fixedEnd.add(1, 'day');
  }
  return [start, fixedEnd];
}

export default function NightShiftPastMidnight() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    shiftDate.hour(22),
    shiftDate.add(1, 'day').hour(6),
  ]);
  const [start, end] = shift;

  let summary = 'Set the start and the end of the shift.';
  if (start?.isValid() && end?.isValid()) {
    const nextDay = !end.isSame(start, 'day');
    summary = `${start.format('ddd HH:mm')} to ${end.format('ddd HH:mm')}${
      nextDay ? ' (ends the next morning)' : ''
    }: ${end.diff(start, 'minute') / 60} hours`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 300 }}>
        <TimeRangePicker
          label="Night shift, hospital ward"
          value={shift}
          onChange={(newValue) => setShift(rollOverMidnight(newValue))}
          ampm={false}
          timeSteps={{ minutes: 30 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {summary}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
