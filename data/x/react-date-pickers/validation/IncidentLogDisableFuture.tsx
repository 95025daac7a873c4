import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

// A safety incident can only be reported once it has happened.
export default function IncidentLogDisableFuture() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="When did it happen?"
        defaultValue={dayjs('2025-11-03T16:40')}
        disableFuture
        onError={setError}
        slotProps={{
          textField: {
            helperText:
              error === 'disableFuture'
                ? 'This moment has not happened yet.'
                : 'Date and time of the incident, up to now.',
          },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
