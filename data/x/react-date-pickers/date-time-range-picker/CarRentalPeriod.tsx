import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// Rentals are billed per started 24 hours.
function describe([pickUp, dropOff]: DateRange<Dayjs>) {
  if (!pickUp?.isValid() || !dropOff?.isValid()) {
    return 'Choose when you pick the car up and when you bring it back.';
  }
  const hours = dropOff.diff(pickUp, 'hour', true);
  if (hours <= 0) {
    return 'The drop-off must be after the pick-up.';
  }
  const days = Math.ceil(hours / 24);
  return `${Math.floor(hours / 24)} days and ${Math.round(hours % 24)} hours: billed as ${days} day${days === 1 ? '' : 's'}`;
}

export default function CarRentalPeriod() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-01T09:00'),
    dayjs('2025-08-04T17:30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
        <DateTimeRangePicker
          label="Rental period"
          value={rental}
          onChange={(newValue) => setRental(newValue)}
          referenceDate={[dayjs('2025-08-01T09:00'), dayjs('2025-08-01T18:00')]}
        />
        <Typography variant="body2" color="text.secondary">
          {describe(rental)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
