import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function StudioBookingCalendar() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-06-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
        }}
      >
        <DateCalendar value={day} onChange={(newDay) => setDay(newDay)} />
        <Box sx={{ p: 2, minWidth: 220 }}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            Recording studio
          </Typography>
          <Typography component="p" variant="h6">
            {day ? day.format('dddd, MMMM D') : 'No day selected'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Sessions run from 10:00 to 18:00.
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
