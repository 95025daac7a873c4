import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function WakeUpClock() {
  const [wakeUp, setWakeUp] = React.useState<Dayjs | null>(dayjs('2025-03-03T06:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="center">
        <TimeClock value={wakeUp} onChange={setWakeUp} ampm ampmInClock />
        <Stack spacing={0.5}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            Wake-up time
          </Typography>
          <Typography component="p" variant="h4">
            {wakeUp ? wakeUp.format('h:mm A') : '--:--'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Pick the hour, then the minutes.
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
