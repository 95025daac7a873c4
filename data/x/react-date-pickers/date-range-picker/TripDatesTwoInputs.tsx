import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function TripDatesTwoInputs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 520 }}>
        <DateRangePicker
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Departure', end: 'Return' }}
          defaultValue={[dayjs('2025-09-05'), dayjs('2025-09-12')]}
          calendars={1}
          format="ddd, MMM D"
        />
      </Box>
    </LocalizationProvider>
  );
}
