import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// The rental car can be returned up to 3 days after pickup,
// while the desk is open (8:00 to 18:00), and never on Sundays.
const pickup = dayjs('2025-07-04T10:30');
const latestReturn = pickup.add(3, 'day').hour(18).minute(0);

const isSunday = (day: Dayjs) => day.day() === 0;
const isDeskClosed = (value: Dayjs, view: TimeView) =>
  view === 'hours' && (value.hour() < 8 || value.hour() >= 18);

const afterPickup = `Returns start after pickup (${pickup.format('MMM D, h:mm A')}).`;
const beforeDeadline = `Return the car by ${latestReturn.format('MMM D, h:mm A')}.`;

const messages: Partial<Record<NonNullable<DateTimeValidationError>, string>> = {
  minDate: afterPickup,
  minTime: afterPickup,
  maxDate: beforeDeadline,
  maxTime: beforeDeadline,
  shouldDisableDate: 'The desk is closed on Sundays.',
  'shouldDisableTime-hours': 'The desk is open from 8:00 AM to 6:00 PM.',
  minutesStep: 'Pick a time on the quarter hour.',
  invalidDate: 'Enter a complete date and time.',
};

export default function ReturnWindow() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-07-05T17:15'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Car return"
        value={value}
        onChange={setValue}
        onError={setError}
        minDateTime={pickup}
        maxDateTime={latestReturn}
        shouldDisableDate={isSunday}
        shouldDisableTime={isDeskClosed}
        minutesStep={15}
        timeSteps={{ minutes: 15 }}
        skipDisabled
        slotProps={{
          textField: {
            helperText: error ? messages[error] : 'Within 3 days, 8:00 AM to 6:00 PM',
          },
        }}
        sx={{ width: 320 }}
      />
    </LocalizationProvider>
  );
}
