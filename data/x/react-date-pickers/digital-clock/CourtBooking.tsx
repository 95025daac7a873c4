import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function CourtBooking() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-05-24T10:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} alignItems="flex-start">
        <DigitalClock
          value={start}
          onChange={setStart}
          timeStep={30}
          sx={{ width: 140, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <Stack spacing={0.5} sx={{ pt: 1 }}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            Tennis court 2
          </Typography>
          <Typography component="p" variant="h6">
            {start ? `${start.format('h:mm A')} – ${start.add(1, 'hour').format('h:mm A')}` : 'Pick a start time'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Saturday, May 24 · one hour
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
