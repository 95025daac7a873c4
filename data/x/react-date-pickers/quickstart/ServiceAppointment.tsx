import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ServiceAppointment() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-06-17'));
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2025-06-17T10:30'));

  const complete = day?.isValid() && time?.isValid();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Service date" value={day} onChange={setDay} />
        <TimePicker label="Drop-off time" value={time} onChange={setTime} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {complete && day && time
            ? `Your car is booked in on ${day.format('dddd, MMMM D')} at ${time.format('h:mm A')}.`
            : 'Pick a date and a time to book the service.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
