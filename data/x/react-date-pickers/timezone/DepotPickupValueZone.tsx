import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

interface Depot {
  city: string;
  zone: string;
  pickup: string;
}

const depots: Depot[] = [
  { city: 'Sydney', zone: 'Australia/Sydney', pickup: '2025-08-04T06:15' },
  { city: 'Chicago', zone: 'America/Chicago', pickup: '2025-08-04T17:40' },
];

function DepotPickup({ depot }: { depot: Depot }) {
  // The value carries the depot's zone; the picker has no `timezone` prop.
  const [pickup, setPickup] = React.useState<Dayjs | null>(() =>
    dayjs.tz(depot.pickup, depot.zone),
  );

  return (
    <Stack spacing={1} sx={{ width: 280 }}>
      <DateTimePicker
        label={`${depot.city} courier pick-up`}
        value={pickup}
        onChange={setPickup}
        ampm={false}
      />
      <Typography variant="body2" color="text.secondary">
        Offset of the value: <code>{pickup?.isValid() ? pickup.format('Z') : '—'}</code>
        <br />
        Same instant in UTC:{' '}
        <code>{pickup?.isValid() ? pickup.utc().format('YYYY-MM-DD HH:mm') : '—'}</code>
      </Typography>
    </Stack>
  );
}

export default function DepotPickupValueZone() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        {depots.map((depot) => (
          <DepotPickup key={depot.city} depot={depot} />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
