import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function HeaderFormatProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-02-18')}
        minDate={dayjs('2025-01-01')}
        maxDate={dayjs('2025-12-31')}
        slotProps={{
          calendarHeader: {
            // The label's format, and styles for the header's root.
            format: 'MMM YYYY',
            sx: {
              bgcolor: 'action.hover',
              borderRadius: 2,
              mx: 1,
              pl: 2,
              '& .MuiPickersCalendarHeader-label': { fontWeight: 700 },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
