import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Two-letter weekday names instead of the default single letter.
const twoLetters = (day: Dayjs) => day.format('dd');

export default function PayrollWeeks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-03-14')}
        displayWeekNumber
        showDaysOutsideCurrentMonth
        fixedWeekNumber={6}
        dayOfWeekFormatter={twoLetters}
        // The week numbers' default colour (text.disabled) is too faint to read comfortably.
        sx={{ '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' } }}
      />
    </LocalizationProvider>
  );
}
