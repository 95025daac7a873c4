import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function StandupTime() {
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2025-06-16T09:15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 300 }}>
        <TimePicker label="Daily stand-up" value={time} onChange={setTime} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {time?.isValid()
            ? `Stand-up every weekday at ${time.format('h:mm A')}, ends at ${time
                .add(15, 'minute')
                .format('h:mm A')}.`
            : 'Choose a time for the stand-up.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
