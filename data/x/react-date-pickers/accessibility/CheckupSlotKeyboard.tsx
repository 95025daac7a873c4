import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function CheckupSlotKeyboard() {
  const [day, setDay] = React.useState<Dayjs>(dayjs('2025-06-17'));
  const [time, setTime] = React.useState<Dayjs>(dayjs('2025-06-17T10:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
        >
          <DateCalendar
            value={day}
            onChange={(newDay) => newDay && setDay(newDay)}
            minDate={dayjs('2025-06-02')}
            maxDate={dayjs('2025-07-31')}
            shouldDisableDate={isWeekend}
          />
          <Box sx={{ height: 300, width: 140, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <DigitalClock
              value={time}
              onChange={(newTime) => newTime && setTime(newTime)}
              timeStep={30}
              minTime={dayjs('2025-06-17T09:00')}
              maxTime={dayjs('2025-06-17T16:30')}
              skipDisabled
              sx={{ maxHeight: '100%' }}
            />
          </Box>
        </Stack>
        <Typography role="status" variant="body2">
          Check-up on {day.format('dddd, MMMM D')} at {time.format('h:mm A')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
