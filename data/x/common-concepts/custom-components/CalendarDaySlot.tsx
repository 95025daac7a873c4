import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Days of March 2025 on which the meeting room is already booked.
const bookedDays = new Set(['2025-03-04', '2025-03-11', '2025-03-12', '2025-03-20', '2025-03-27']);

// The `day` slot receives every prop of the default day; we wrap it in a badge.
function BookedDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth, ...other } = props;
  const booked = !outsideCurrentMonth && bookedDays.has((day as Dayjs).format('YYYY-MM-DD'));

  return (
    <Badge
      overlap="circular"
      variant="dot"
      color="secondary"
      invisible={!booked}
    >
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

export default function CalendarDaySlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-03-18')}
        referenceDate={dayjs('2025-03-01')}
        slots={{ day: BookedDay }}
        slotProps={{ day: { disableHighlightToday: true } }}
      />
    </LocalizationProvider>
  );
}
