import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// Put the end on the start's date, then on the next day if it is earlier than the start.
function allowOvernight([start, end]: DateRange<Dayjs>): DateRange<Dayjs> {
  if (!start?.isValid() || !end?.isValid()) {
    return [start, end];
  }
  const sameDay = end.year(start.year()).month(start.month()).date(start.date());
  return [start, sameDay.isBefore(start) ? sameDay.add(1, 'day') : sameDay];
}

export default function NightShiftField() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>(
    allowOvernight([dayjs('2025-06-20T22:00'), dayjs('2025-06-20T06:00')]),
  );
  const [start, end] = shift;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') / 60 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 300 }}>
        <SingleInputTimeRangeField
          label="Night shift"
          value={shift}
          onChange={(newValue) => setShift(allowOvernight(newValue))}
          ampm={false}
        />
        <Typography variant="body2" color="text.secondary">
          {hours === null || !start || !end
            ? 'Type both times.'
            : `${hours} h, from ${start.format('ddd HH:mm')} to ${end.format('ddd HH:mm')}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
