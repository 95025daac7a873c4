import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const dailyRate = 48;

export default function RentalTwoInputPicker() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-04'),
    dayjs('2025-07-09'),
  ]);
  const [pickUp, dropOff] = rental;
  const days =
    pickUp?.isValid() && dropOff?.isValid() && !dropOff.isBefore(pickUp)
      ? dropOff.diff(pickUp, 'day') + 1
      : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <DateRangePicker
          value={rental}
          onChange={setRental}
          minDate={dayjs('2025-07-01')}
          localeText={{ start: 'Pick-up', end: 'Drop-off' }}
          slots={{ field: MultiInputDateRangeField }}
        />
        <Typography variant="body2" aria-live="polite">
          {days == null
            ? 'Enter both dates to see the price.'
            : `${days} days × $${dailyRate} = $${days * dailyRate}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
