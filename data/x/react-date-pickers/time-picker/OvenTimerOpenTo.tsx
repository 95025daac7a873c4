import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

export default function OvenTimerOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MobileTimePicker
          label="Bread out at"
          defaultValue={dayjs('2025-06-16T11:40')}
          ampm={false}
        />
        <MobileTimePicker
          label="Proofing ends (minutes first)"
          defaultValue={dayjs('2025-06-16T10:25')}
          ampm={false}
          openTo="minutes"
        />
        <MobileTimePicker
          label="Glaze timer (min, sec)"
          defaultValue={dayjs('2025-06-16T00:04:30')}
          views={['minutes', 'seconds']}
          format="mm:ss"
          openTo="seconds"
        />
      </Stack>
    </LocalizationProvider>
  );
}
