import * as React from 'react';
import moment, { Moment } from 'moment-timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function MomentHotelZones() {
  // UTC works with plain Moment.
  const [paidAt, setPaidAt] = React.useState<Moment | null>(moment.utc('2025-11-02T08:12'));
  // Named zones need moment-timezone.
  const [checkIn, setCheckIn] = React.useState<Moment | null>(
    moment.tz('2025-12-20T15:00', 'Asia/Singapore'),
  );

  return (
    // Give the adapter the moment-timezone build so it can handle named zones.
    <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={moment}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DateTimeField
          label="Deposit paid (UTC)"
          value={paidAt}
          onChange={setPaidAt}
          ampm={false}
        />
        <DateTimeField
          label="Check-in (hotel time, Singapore)"
          value={checkIn}
          onChange={setCheckIn}
          ampm={false}
        />
        <DateTimeField
          label="Check-in (Berlin office)"
          value={checkIn}
          onChange={setCheckIn}
          timezone="Europe/Berlin"
          ampm={false}
        />
        <Typography variant="body2" color="text.secondary">
          isUTC(): <code>{String(paidAt?.isUTC() ?? false)}</code>, check-in zone:{' '}
          <code>{checkIn?.tz() ?? '—'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
