import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const closedDays = new Set(['2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31']);

// Closed on Sundays and on the listed days.
const isClosed = (day: Dayjs) => day.day() === 0 || closedDays.has(day.format('YYYY-MM-DD'));

export default function ClinicOpeningDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-12-22')}
        minDate={dayjs('2025-12-01')}
        maxDate={dayjs('2026-02-28')}
        shouldDisableDate={isClosed}
        views={['month', 'day']}
      />
    </LocalizationProvider>
  );
}
