import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function ClockStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack alignItems="center">
          <Typography variant="body2">Read-only</Typography>
          <TimeClock defaultValue={dayjs('2025-03-03T17:40')} readOnly showViewSwitcher />
        </Stack>
        <Stack alignItems="center">
          <Typography variant="body2">Disabled</Typography>
          <TimeClock defaultValue={dayjs('2025-03-03T17:40')} disabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
