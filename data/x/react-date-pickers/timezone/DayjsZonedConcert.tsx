import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Named zones need both plugins, `utc` first.
dayjs.extend(utc);
dayjs.extend(timezone);

const VENUE_ZONE = 'America/Sao_Paulo';

export default function DayjsZonedConcert() {
  const [doors, setDoors] = React.useState<Dayjs | null>(dayjs.tz('2025-10-03T19:00', VENUE_ZONE));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ width: 300 }}>
        <DateTimePicker
          label="Doors open (São Paulo time)"
          value={doors}
          onChange={setDoors}
          ampm={false}
        />
        <Typography variant="body2" color="text.secondary">
          {doors?.isValid()
            ? `${doors.format('ddd D MMM, HH:mm Z')} · London: ${doors.tz('Europe/London').format('HH:mm')}`
            : 'Enter a complete date and time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
