import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function BuiltInFieldOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Invoice date"
          defaultValue={dayjs('2025-06-14')}
          format="DD MMM YYYY"
          slotProps={{
            field: { clearable: true, openPickerButtonPosition: 'start' },
            textField: { variant: 'filled', size: 'small', helperText: 'Leave empty for today' },
          }}
        />
        <TimePicker
          label="Reminder"
          defaultValue={dayjs('2025-06-14T08:00')}
          format="HH:mm"
          slotProps={{
            textField: { variant: 'standard', fullWidth: true },
          }}
          sx={{ maxWidth: 160 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
