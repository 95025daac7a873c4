import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// A pretend server: a few booked days per month, derived from the month number.
function fetchBookedDays(month: Dayjs): Promise<string[]> {
  const offsets = [3, 4, 11, 17, 18, 25].map((day) => (day + month.month() * 2) % 27 + 1);
  const days = offsets.map((day) => month.date(day).format('YYYY-MM-DD'));
  return new Promise((resolve) => {
    setTimeout(() => resolve(days), 600);
  });
}

const firstMonth = dayjs('2025-04-01');
const initialBooked = ['2025-04-07', '2025-04-08', '2025-04-15', '2025-04-21', '2025-04-22', '2025-04-29'];

export default function StudioAvailability() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);
  const [booked, setBooked] = React.useState(() => new Set(initialBooked));
  const [loading, setLoading] = React.useState(false);
  const requestRef = React.useRef(0);

  const handleMonthChange = (month: Dayjs) => {
    requestRef.current += 1;
    const request = requestRef.current;
    setLoading(true);
    fetchBookedDays(month).then((days) => {
      if (request === requestRef.current) {
        setBooked(new Set(days));
        setLoading(false);
      }
    });
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        value={value}
        onChange={(newValue) => setValue(newValue)}
        referenceDate={firstMonth}
        shouldDisableDate={(day) => booked.has(day.format('YYYY-MM-DD'))}
        onMonthChange={handleMonthChange}
        loading={loading}
        renderLoading={() => <DayCalendarSkeleton />}
      />
    </LocalizationProvider>
  );
}
