import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function AnalogDesktopClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker
          label="Digital list (default)"
          defaultValue={dayjs('2025-06-16T16:20')}
        />
        <TimePicker
          label="Analog clock"
          defaultValue={dayjs('2025-06-16T16:20')}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
        />
        <TimePicker
          label="Field only"
          defaultValue={dayjs('2025-06-16T16:20')}
          viewRenderers={{ hours: null, minutes: null, seconds: null }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
