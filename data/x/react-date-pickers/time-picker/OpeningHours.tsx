import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';

const opens = dayjs('2025-06-16T08:00');
const closes = dayjs('2025-06-16T17:30');

// No appointments during the lunch hour.
const isLunch = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 12;

const messages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  minTime: 'The garage opens at 8:00 AM.',
  maxTime: 'The last drop-off is at 5:30 PM.',
  'shouldDisableTime-hours': 'The garage is closed from noon to 1:00 PM.',
  minutesStep: 'Appointments start every 15 minutes.',
  invalidDate: 'Enter a complete time.',
};

export default function OpeningHours() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-16T10:45'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Drop-off time"
        value={value}
        onChange={setValue}
        onError={setError}
        minTime={opens}
        maxTime={closes}
        shouldDisableTime={isLunch}
        minutesStep={15}
        timeSteps={{ minutes: 15 }}
        skipDisabled
        slotProps={{
          textField: {
            helperText: error ? messages[error] : 'Weekdays, 8:00 AM to 5:30 PM',
          },
        }}
        sx={{ width: 300 }}
      />
    </LocalizationProvider>
  );
}
