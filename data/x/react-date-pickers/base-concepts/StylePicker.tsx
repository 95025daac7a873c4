import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function StylePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Type the date, or press the calendar button to pick it. */}
      <DatePicker
        label="Dental check-up"
        defaultValue={dayjs('2025-09-16')}
        minDate={dayjs('2025-09-01')}
        sx={{ width: 260 }}
      />
    </LocalizationProvider>
  );
}
