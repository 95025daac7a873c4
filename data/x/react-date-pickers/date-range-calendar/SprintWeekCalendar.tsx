import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// Monday to Friday of the week that contains `day`.
function workWeekOf(day: Dayjs): DateRange<Dayjs> {
  const monday = day.subtract((day.day() + 6) % 7, 'day');
  return [monday, monday.add(4, 'day')];
}

export default function SprintWeekCalendar() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>(workWeekOf(dayjs('2025-02-12')));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        value={value}
        // Every click starts a new range: the clicked day is always the start.
        rangePosition="start"
        onChange={(newValue) => {
          if (newValue[0]) {
            setValue(workWeekOf(newValue[0]));
          }
        }}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        disableDragEditing
        displayWeekNumber
      />
      <Typography variant="body2" color="text.secondary">
        {value[0] && value[1]
          ? `Sprint: ${value[0].format('MMM D')} to ${value[1].format('MMM D')}`
          : 'Pick a day of the sprint week'}
      </Typography>
    </LocalizationProvider>
  );
}
