import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const shiftDay = dayjs('2025-11-21');

export default function NightShift() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-11-21T22:00'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2025-11-21T06:00'));

  let summary = 'Enter both times.';
  if (start?.isValid() && end?.isValid()) {
    // An end time earlier than the start belongs to the next day.
    const realEnd = end.isBefore(start) ? end.add(1, 'day') : end;
    const minutes = realEnd.diff(start, 'minute');
    summary = `${start.format('ddd D MMM, HH:mm')} → ${realEnd.format('ddd D MMM, HH:mm')} · ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TimeField
            label="Shift starts"
            value={start}
            onChange={setStart}
            referenceDate={shiftDay}
            ampm={false}
            clearable
          />
          <TimeField
            label="Shift ends"
            value={end}
            onChange={setEnd}
            referenceDate={shiftDay}
            ampm={false}
            clearable
          />
        </Stack>
        <Typography variant="body2">{summary}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
