import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeValidationError } from '@mui/x-date-pickers/models';

// The hardware store opens at 10:00; only the time of day of minTime is used.
const opening = dayjs('2025-03-14T10:00');

export default function StorePickupMinTime() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Pickup time"
        defaultValue={dayjs('2025-03-14T09:30')}
        minTime={opening}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error === 'minTime' ? `The store opens at ${opening.format('h:mm A')}.` : 'Any time after opening',
          },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
