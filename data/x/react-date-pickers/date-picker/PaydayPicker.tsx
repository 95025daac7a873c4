import dayjs from 'dayjs';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Paydays fall on the 15th and on the last day of each month.
function PaydayDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth, ...other } = props;
  const isPayday = !outsideCurrentMonth && (day.date() === 15 || day.date() === day.daysInMonth());

  return (
    <PickersDay
      {...other}
      day={day}
      outsideCurrentMonth={outsideCurrentMonth}
      aria-label={isPayday ? `${day.format('MMMM D')}, payday` : undefined}
      sx={
        isPayday
          ? {
              border: '2px dashed',
              borderColor: 'success.main',
              fontWeight: 700,
            }
          : undefined
      }
    />
  );
}

export default function PaydayPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Expense report due"
        defaultValue={dayjs('2025-07-15')}
        slots={{ openPickerIcon: EventNoteIcon, day: PaydayDay }}
        slotProps={{
          field: { openPickerButtonPosition: 'start' },
          textField: { helperText: 'Dashed days are paydays' },
          desktopPaper: { elevation: 0, sx: { border: 1, borderColor: 'divider', borderRadius: 3 } },
          calendarHeader: { sx: { '& .MuiPickersCalendarHeader-label': { fontWeight: 700 } } },
        }}
        sx={{ width: 300 }}
      />
    </LocalizationProvider>
  );
}
