import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeView, TimeValidationError } from '@mui/x-date-pickers/models';

// The electron microscope runs from 08:00 to 17:59, except during the 13:00 calibration,
// and the last ten minutes of every hour are kept for cleaning.
const isUnavailable = (value: Dayjs, view: TimeView) => {
  if (view === 'hours') {
    return value.hour() < 8 || value.hour() > 17 || value.hour() === 13;
  }
  if (view === 'minutes') {
    return value.minute() >= 50;
  }
  return false;
};

const messages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  'shouldDisableTime-hours': 'The microscope is off or calibrating during that hour.',
  'shouldDisableTime-minutes': 'Minutes 50 to 59 are kept for cleaning.',
};

export default function LabMicroscopeSlots() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Session starts"
        defaultValue={dayjs('2025-03-14T10:55')}
        ampm={false}
        timeSteps={{ minutes: 5 }}
        shouldDisableTime={isUnavailable}
        onError={setError}
        slotProps={{
          textField: {
            helperText: (error && messages[error]) ?? '08:00 to 17:45, no session at 13:00',
          },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
