import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

// A three-week spin class programme, closed on Sundays, from 06:00 to 20:30.
export default function FitnessClassViews() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-09-10'));
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2025-09-10T18:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar
          value={day}
          onChange={setDay}
          views={['day']}
          minDate={dayjs('2025-09-08')}
          maxDate={dayjs('2025-09-27')}
          shouldDisableDate={(date) => date.day() === 0}
        />
        <MultiSectionDigitalClock
          value={time}
          onChange={setTime}
          ampm={false}
          timeSteps={{ hours: 1, minutes: 15 }}
          minTime={dayjs('2025-09-08T06:00')}
          maxTime={dayjs('2025-09-08T20:30')}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
