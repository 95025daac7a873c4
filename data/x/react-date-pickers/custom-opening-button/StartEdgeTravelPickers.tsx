import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// The same field props for the three pickers: button first, clear button at the end.
const startButton = { openPickerButtonPosition: 'start', clearable: true } as const;

export default function StartEdgeTravelPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <DatePicker
          label="Departure day"
          defaultValue={dayjs('2025-08-02')}
          slotProps={{ field: startButton }}
        />
        <TimePicker
          label="Latest check-in"
          defaultValue={dayjs('2025-08-02T05:40')}
          slotProps={{ field: startButton }}
        />
        <DateTimePicker
          label="Return flight"
          defaultValue={dayjs('2025-08-16T21:15')}
          slotProps={{ field: startButton }}
        />
      </Box>
    </LocalizationProvider>
  );
}
