import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function WebinarStart() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-10-08T16:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
        <DateTimePicker label="Webinar starts" value={start} onChange={setStart} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {start?.isValid()
            ? `Live on ${start.format('dddd, MMMM D')} from ${start.format('h:mm A')} to ${start
                .add(45, 'minute')
                .format('h:mm A')}.`
            : 'Choose a date and a time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
