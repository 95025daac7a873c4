import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function WeekendDaysStyled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-08-13')}
        showDaysOutsideCurrentMonth
        slotProps={{
          // A function receives the day's owner state and returns the props for that day.
          day: (ownerState) => {
            const isWeekend = ownerState.day.day() === 0 || ownerState.day.day() === 6;
            if (!isWeekend || ownerState.isDaySelected) {
              return {};
            }
            return {
              sx: {
                color: ownerState.isDayOutsideMonth ? 'text.disabled' : 'secondary.main',
                fontWeight: 600,
              },
            };
          },
        }}
      />
    </LocalizationProvider>
  );
}
