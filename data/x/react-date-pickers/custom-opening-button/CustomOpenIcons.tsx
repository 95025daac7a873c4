import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function CustomOpenIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Reschedule to"
          defaultValue={dayjs('2025-06-18')}
          slots={{ openPickerIcon: EditCalendarIcon }}
          slotProps={{
            field: { openPickerButtonPosition: 'start' },
            openPickerButton: { color: 'primary' },
          }}
        />
        <TimePicker
          label="Pickup time"
          defaultValue={dayjs('2025-06-18T17:30')}
          slots={{ openPickerIcon: ScheduleIcon }}
          slotProps={{
            openPickerButton: { size: 'small' },
            openPickerIcon: { fontSize: 'small', color: 'action' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
