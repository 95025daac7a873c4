import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const closedDays = new Set(['2025-05-01', '2025-05-08', '2025-05-29']);
const bookedSlots: Record<string, string[]> = {
  '2025-05-14': ['09:00', '09:30', '14:00'],
  '2025-05-15': ['10:00', '10:30', '11:00'],
};

export default function ClinicAvailability() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-05-14'));
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2025-05-14T11:00'));
  const booked = new Set(day ? (bookedSlots[day.format('YYYY-MM-DD')] ?? []) : []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar
          value={day}
          onChange={(newDay) => {
            setDay(newDay);
            setTime((current) => (newDay && current ? newDay.hour(current.hour()).minute(current.minute()) : current));
          }}
          views={['day']}
          minDate={dayjs('2025-05-01')}
          maxDate={dayjs('2025-06-30')}
          shouldDisableDate={(date) => date.day() === 0 || date.day() === 6 || closedDays.has(date.format('YYYY-MM-DD'))}
        />
        <DigitalClock
          value={time}
          onChange={setTime}
          referenceDate={dayjs('2025-05-14T09:00')}
          timeStep={30}
          skipDisabled
          minTime={dayjs('2025-05-14T09:00')}
          maxTime={dayjs('2025-05-14T16:30')}
          shouldDisableTime={(value) => booked.has(value.format('HH:mm'))}
          sx={{ maxHeight: 300, width: 140, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
