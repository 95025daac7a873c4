import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const booked = new Set(['09:30', '10:00', '11:30', '14:00']);

// DigitalClock calls shouldDisableTime once per option, with the full time.
const isBooked = (value: Dayjs) => booked.has(value.format('HH:mm'));

const clockProps = {
  defaultValue: dayjs('2025-05-26T10:30'),
  minTime: dayjs('2025-05-26T09:00'),
  maxTime: dayjs('2025-05-26T16:30'),
  shouldDisableTime: isBooked,
  timeStep: 30,
  ampm: false,
  sx: { width: 150, border: 1, borderColor: 'divider', borderRadius: 1 },
};

export default function BookedSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3}>
        <Stack spacing={1}>
          <Typography variant="body2">Disabled (default)</Typography>
          <DigitalClock {...clockProps} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="body2">Hidden with skipDisabled</Typography>
          <DigitalClock {...clockProps} skipDisabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
