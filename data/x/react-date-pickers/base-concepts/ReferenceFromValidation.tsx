import * as React from 'react';
import dayjs from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The archive only holds reports up to this day.
const lastArchivedDay = dayjs('2023-11-17');

export default function ReferenceFromValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="subtitle2" component="p">
        Archived report: no value, reports up to 17 November 2023
      </Typography>
      {/* Today is after maxDate, so the calendar starts on maxDate: November 2023. */}
      <DateCalendar defaultValue={null} maxDate={lastArchivedDay} />
    </LocalizationProvider>
  );
}
