import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

const holidays = new Set(['2025-07-04', '2025-09-01']);
const isClosedDay = (day: Dayjs) => day.day() === 0 || holidays.has(day.format('YYYY-MM-DD'));

const messages: Record<NonNullable<DateTimeValidationError>, string> = {
  invalidDate: 'Complete the date and time.',
  minDate: 'Online booking starts on July 1.',
  maxDate: 'The calendar is open until September 30.',
  shouldDisableDate: 'The practice is closed on Sundays and public holidays.',
  shouldDisableMonth: 'That month is not open for booking.',
  shouldDisableYear: 'That year is not open for booking.',
  minTime: 'The first appointment is at 08:00.',
  maxTime: 'The last appointment starts at 17:45.',
  minutesStep: 'Appointments start on the quarter hour.',
  'shouldDisableTime-hours': 'The practice closes for lunch from 12:00 to 13:00.',
  'shouldDisableTime-minutes': 'That time is not available.',
  'shouldDisableTime-seconds': 'That time is not available.',
  disablePast: 'Choose a time in the future.',
  disableFuture: 'Choose a time in the past.',
};

export default function DentistAppointment() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Appointment"
          defaultValue={dayjs('2025-07-08T10:15')}
          onError={(newError) => setError(newError)}
          minDate={dayjs('2025-07-01')}
          maxDate={dayjs('2025-09-30')}
          shouldDisableDate={isClosedDay}
          minTime={dayjs('2025-07-01T08:00')}
          maxTime={dayjs('2025-07-01T17:45')}
          shouldDisableTime={(value, view) => view === 'hours' && value.hour() === 12}
          minutesStep={15}
          timeSteps={{ minutes: 15 }}
          slotProps={{
            textField: {
              helperText: error ? messages[error] : 'Monday to Saturday, 08:00 to 17:45',
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          onError: {error === null ? 'null' : `'${error}'`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
