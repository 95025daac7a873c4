import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Weekends are closed for deliveries.
const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function CalendarV7Props() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <DateCalendar
          // v6: defaultCalendarMonth={dayjs('2025-06-01')}
          referenceDate={dayjs('2025-06-01')}
          // v6: dayOfWeekFormatter={(dayStr) => dayStr.slice(0, 2)}
          dayOfWeekFormatter={(day) => day.format('dd')}
          // v6: formats={{ monthAndYear: 'MM/YYYY' }} on LocalizationProvider
          slotProps={{ calendarHeader: { format: 'MMMM YYYY' } }}
          shouldDisableDate={isWeekend}
        />
      </Box>
    </LocalizationProvider>
  );
}
