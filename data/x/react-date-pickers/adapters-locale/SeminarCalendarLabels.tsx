import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Weekend headers get a marker the reader can see without relying on colour.
function weekdayHeader(date: Dayjs) {
  const short = date.format('dd');
  return date.day() === 0 || date.day() === 6 ? `${short}*` : `${short}.`;
}

export default function SeminarCalendarLabels() {
  const [seminar, setSeminar] = React.useState<Dayjs | null>(dayjs('2025-02-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar
          value={seminar}
          onChange={setSeminar}
          dayOfWeekFormatter={weekdayHeader}
          // The month and year above the grid, numeric.
          slotProps={{ calendarHeader: { format: 'MM/YYYY' } }}
        />
        <Typography variant="body2" color="text.secondary">
          * weekend: the seminar room is closed.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
