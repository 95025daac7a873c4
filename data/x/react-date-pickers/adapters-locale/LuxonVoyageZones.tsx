import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function LuxonVoyageZones() {
  // A named zone, read from a wall time in the port.
  const [departure, setDeparture] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-07-19T07:25', { zone: 'Europe/Athens' }),
  );
  // A UTC value built from its parts.
  const [reading, setReading] = React.useState<DateTime | null>(DateTime.utc(2025, 7, 23, 14, 5));

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DateTimeField
          label="Leaves Piraeus (Athens time)"
          value={departure}
          onChange={setDeparture}
          ampm={false}
        />
        <DateTimeField
          label="Buoy reading (UTC)"
          value={reading}
          onChange={setReading}
          ampm={false}
        />
        {/* Same UTC value, shown in the ship's fixed log offset: only Luxon accepts "UTC-3". */}
        <DateTimeField
          label="Buoy reading (ship's log, UTC-3)"
          value={reading}
          onChange={setReading}
          timezone="UTC-3"
          ampm={false}
        />
        <Typography variant="body2" color="text.secondary">
          Zones of the values: <code>{departure?.zoneName ?? '—'}</code>,{' '}
          <code>{reading?.zoneName ?? '—'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
