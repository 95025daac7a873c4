import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function VintageYearButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        views={['year']}
        openTo="year"
        defaultValue={dayjs('2016-01-01')}
        minDate={dayjs('2005-01-01')}
        maxDate={dayjs('2022-12-31')}
        yearsOrder="desc"
        slotProps={{
          // Square buttons, an outline on every available vintage.
          yearButton: (ownerState) => ({
            sx: {
              borderRadius: 1,
              border: '1px solid',
              borderColor: ownerState.isYearDisabled ? 'transparent' : 'divider',
              fontWeight: ownerState.isYearSelected ? 700 : 400,
            },
          }),
        }}
      />
    </LocalizationProvider>
  );
}
