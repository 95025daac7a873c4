import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function ConferenceTwoInputs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 560 }}>
        <DateTimeRangePicker
          slots={{ field: MultiInputDateTimeRangeField }}
          localeText={{ start: 'Doors open', end: 'Last session ends' }}
          defaultValue={[dayjs('2025-11-05T08:30'), dayjs('2025-11-07T17:00')]}
          format="ddd D MMM, h:mm A"
        />
      </Box>
    </LocalizationProvider>
  );
}
