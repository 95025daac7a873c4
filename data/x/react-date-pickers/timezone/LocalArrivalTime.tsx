import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

const arrival = dayjs.utc('2025-06-14T18:20:00Z');

export default function LocalArrivalTime() {
  // The server does not know the reader's zone: render UTC first, switch after hydration.
  const [readerZone, setReaderZone] = React.useState<string | null>(null);

  React.useEffect(() => {
    setReaderZone(dayjs.tz.guess());
  }, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimeField
          label="Arrival (airport time, Lisbon)"
          value={arrival}
          timezone="Europe/Lisbon"
          readOnly
        />
        <DateTimeField
          label={readerZone ? `Arrival (your time, ${readerZone})` : 'Arrival (UTC)'}
          value={arrival}
          timezone={readerZone ?? 'UTC'}
          readOnly
        />
        <Typography variant="body2" color="text.secondary">
          The second field shows UTC in the server-rendered page, then your own time zone once the
          page has loaded.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
