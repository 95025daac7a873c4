import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { TimeView } from '@mui/x-date-pickers/models';

// Surgery from 1 PM to 2 PM: no appointments in that hour.
const isSurgeryHour = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 13;

export default function VetAppointmentClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimeClock
          defaultValue={dayjs('2025-03-03T10:15')}
          ampm={false}
          minTime={dayjs('2025-03-03T08:00')}
          maxTime={dayjs('2025-03-03T18:45')}
          shouldDisableTime={isSurgeryHour}
        />
        <TimeClock
          defaultValue={dayjs('2025-03-03T10:15')}
          openTo="minutes"
          views={['hours', 'minutes']}
          minutesStep={15}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
