import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function MonthButtonStyles() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        views={['month', 'year']}
        openTo="month"
        defaultValue={dayjs('2025-04-01')}
        monthsPerRow={4}
        slotProps={{
          // An object applies to every month button.
          monthButton: {
            sx: {
              borderRadius: 1,
              width: 64,
              textTransform: 'uppercase',
              fontSize: '0.8rem',
              letterSpacing: 1,
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
