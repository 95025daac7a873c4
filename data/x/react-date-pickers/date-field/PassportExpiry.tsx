import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateValidationError } from '@mui/x-date-pickers/models';

// The trip ends on this day; the passport must stay valid six months after it.
const returnDate = dayjs('2026-04-12');
const earliestExpiry = returnDate.add(6, 'month');

function errorText(error: DateValidationError) {
  switch (error) {
    case 'minDate':
      return `Must be valid until at least ${earliestExpiry.format('MMM D, YYYY')}.`;
    case 'maxDate':
      return 'Passports are valid for ten years at most.';
    case 'invalidDate':
      return 'This date does not exist.';
    default:
      return 'As printed on the photo page.';
  }
}

export default function PassportExpiry() {
  const [expiry, setExpiry] = React.useState<Dayjs | null>(dayjs('2031-05-20'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField
          label="Passport expiry date"
          value={expiry}
          onChange={setExpiry}
          onError={setError}
          minDate={earliestExpiry}
          maxDate={returnDate.add(10, 'year')}
          helperText={errorText(error)}
          required
          clearable
        />
      </Stack>
    </LocalizationProvider>
  );
}
