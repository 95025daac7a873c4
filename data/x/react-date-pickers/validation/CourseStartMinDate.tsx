import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The autumn term starts on Monday, September 8, 2025: no course can start earlier.
const termStart = dayjs('2025-09-08');

export default function CourseStartMinDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Course start"
        defaultValue={dayjs('2025-09-15')}
        minDate={termStart}
        slotProps={{ textField: { helperText: `From ${termStart.format('MMMM D, YYYY')}` } }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
