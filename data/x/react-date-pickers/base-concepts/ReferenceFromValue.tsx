import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ReferenceFromValue() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* A valid value wins: the calendar opens on February 2024, whatever today is. */}
      <DateCalendar defaultValue={dayjs('2024-02-29')} />
    </LocalizationProvider>
  );
}
