import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Deployments are allowed between Friday 18:00 and Monday 06:00 only.
const windowOpens = dayjs('2025-12-05T18:00');
const windowCloses = dayjs('2025-12-08T06:00');

const messages: Record<string, string> = {
  minDate: 'The change window opens on Friday, December 5.',
  minTime: 'On Friday, the change window opens at 18:00.',
  maxDate: 'The change window closes on Monday, December 8.',
  maxTime: 'On Monday, the change window closes at 06:00.',
  invalidRange: 'The deployment must end after it starts.',
  invalidDate: 'Complete the date and time.',
};

export default function ChangeFreezeField() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const [startError, endError] = error;

  let helperText = 'Between Friday 18:00 and Monday 06:00';
  if (startError) {
    helperText = `Start: ${messages[startError] ?? 'check this date.'}`;
  } else if (endError) {
    helperText = `End: ${messages[endError] ?? 'check this date.'}`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateTimeRangeField
        label="Deployment"
        defaultValue={[dayjs('2025-12-05T16:00'), dayjs('2025-12-05T22:00')]}
        ampm={false}
        format="ddd DD/MM HH:mm"
        minDateTime={windowOpens}
        maxDateTime={windowCloses}
        onError={(newError) => setError(newError)}
        helperText={helperText}
        sx={{ width: 360, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
