import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeValidationError } from '@mui/x-date-pickers/models';

// Late check-out is possible until 13:00 at the latest, whatever the day.
const latestCheckout = dayjs('2025-08-01T13:00');

export default function HotelCheckoutMaxTime() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Check-out time"
        defaultValue={dayjs('2025-08-01T11:00')}
        maxTime={latestCheckout}
        ampm={false}
        timeSteps={{ minutes: 30 }}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error === 'maxTime' ? 'Rooms must be free by 13:00.' : 'Until 13:00 at the latest',
          },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
