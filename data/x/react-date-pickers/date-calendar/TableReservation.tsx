import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function TableReservation() {
  // One value for both views: the calendar sets the day, the clock the time.
  const [slot, setSlot] = React.useState<Dayjs>(dayjs('2025-10-17T19:30'));

  const changeDay = (day: Dayjs | null) => {
    if (day) {
      setSlot((prev) => prev.year(day.year()).month(day.month()).date(day.date()));
    }
  };

  const changeTime = (time: Dayjs | null) => {
    if (time) {
      setSlot((prev) => prev.hour(time.hour()).minute(time.minute()));
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Paper variant="outlined" sx={{ display: 'inline-block', maxWidth: '100%' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
          <DateCalendar value={slot} onChange={changeDay} />
          <DigitalClock
            value={slot}
            onChange={changeTime}
            minTime={dayjs('2025-10-17T18:00')}
            maxTime={dayjs('2025-10-17T22:00')}
            timeStep={30}
            skipDisabled
            sx={{ width: 140, maxHeight: 336, borderLeft: 1, borderColor: 'divider' }}
          />
        </Box>
        <Typography variant="body2" sx={{ px: 2, pb: 2 }}>
          Table for {slot.format('dddd, MMMM D')} at {slot.format('h:mm A')}
        </Typography>
      </Paper>
    </LocalizationProvider>
  );
}
