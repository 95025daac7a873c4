import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Lab: <StaticDatePicker clearable showTodayButton clearText="Empty" todayText="Now" okText="Done" />
export default function ActionBarFromLabProps() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{ clearButtonLabel: 'Empty', todayButtonLabel: 'Now', okButtonLabel: 'Done' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-06-14')}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
