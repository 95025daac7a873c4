import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimeValidationError } from '@mui/x-date-pickers/models';

function describe(error: TimeValidationError) {
  switch (error) {
    case 'minTime':
      return 'The pharmacy opens at 8:30 AM.';
    case 'maxTime':
      return 'Last pickup at 7:00 PM.';
    case 'minutesStep':
      return 'Pickups are every 10 minutes (for example 10:40).';
    case 'invalidDate':
      return 'This time does not exist.';
    default:
      return 'Use the arrow keys to move by 10 minutes.';
  }
}

export default function PharmacyHours() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-09-19T16:20'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Prescription pickup"
        value={value}
        onChange={setValue}
        onError={setError}
        minTime={dayjs('2025-09-19T08:30')}
        maxTime={dayjs('2025-09-19T19:00')}
        minutesStep={10}
        helperText={describe(error)}
        sx={{ width: 300 }}
      />
    </LocalizationProvider>
  );
}
