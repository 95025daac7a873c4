import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const messages: Record<string, string> = {
  minDate: 'Bookings open on September 1.',
  maxDate: 'Bookings close on December 20.',
  shouldDisableDate: 'The hall is closed on Mondays.',
  minTime: 'The hall opens at 08:00.',
  maxTime: 'The hall closes at 23:00.',
  minutesStep: 'Use half hours.',
  invalidRange: 'The event must end after it starts.',
  invalidDate: 'Complete the date and time.',
};

const isMonday = (day: Dayjs) => day.day() === 1;

export default function VenueBookingRules() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 380 }}>
        <DateTimeRangePicker
          label="Event in the main hall"
          defaultValue={[dayjs('2025-10-11T18:00'), dayjs('2025-10-11T23:00')]}
          ampm={false}
          format="DD/MM/YYYY HH:mm"
          minDate={dayjs('2025-09-01')}
          maxDate={dayjs('2025-12-20')}
          minTime={dayjs('2025-09-01T08:00')}
          maxTime={dayjs('2025-09-01T23:00')}
          shouldDisableDate={isMonday}
          timeSteps={{ minutes: 30 }}
          minutesStep={30}
          skipDisabled
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: {
              fullWidth: true,
              helperText: reason
                ? (messages[reason] ?? 'Check the dates.')
                : 'Tuesday to Sunday, 08:00 to 23:00',
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
