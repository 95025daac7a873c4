import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

// The field starts on the date of the missed flight, which is in the past.
export default function FlightRebookingDisablePast() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="New departure date"
        defaultValue={dayjs('2025-10-12')}
        disablePast
        onError={setError}
        slotProps={{
          textField: {
            helperText:
              error === 'disablePast'
                ? 'That flight has left. Choose today or a later day.'
                : 'Flights can be rebooked from today on.',
          },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
