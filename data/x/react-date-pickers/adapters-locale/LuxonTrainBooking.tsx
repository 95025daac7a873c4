import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function LuxonTrainBooking() {
  const [departure, setDeparture] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-06-14T07:45'),
  );

  return (
    // Luxon takes a BCP 47 tag; its month and day names come from the browser's Intl.
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="de">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ width: 280, pt: 1 }}>
          <DateTimePicker label="Abfahrt" value={departure} onChange={setDeparture} ampm={false} />
          <Typography variant="body2" color="text.secondary">
            {departure?.isValid
              ? `Abfahrt ${departure.setLocale('de').toFormat("cccc, d. LLLL 'um' HH:mm")}`
              : 'Bitte eine Abfahrtszeit wählen'}
          </Typography>
        </Stack>
        <DateCalendar value={departure} onChange={setDeparture} />
      </Stack>
    </LocalizationProvider>
  );
}
