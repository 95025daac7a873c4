import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const frame = { border: 1, borderColor: 'divider', borderRadius: 1 };
const opening = {
  minTime: dayjs('2025-07-05T09:00'),
  maxTime: dayjs('2025-07-05T18:00'),
  skipDisabled: true,
};

export default function LockedSlotClocks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Stack spacing={1}>
          <Typography variant="body2">Bookings closed (disabled)</Typography>
          <DigitalClock
            {...opening}
            disabled
            timeStep={60}
            defaultValue={dayjs('2025-07-05T11:00')}
            sx={{ ...frame, width: 140, maxHeight: 180 }}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="body2">Confirmed slot (read-only)</Typography>
          <DigitalClock
            {...opening}
            readOnly
            timeStep={60}
            defaultValue={dayjs('2025-07-05T14:00')}
            sx={{ ...frame, width: 140, maxHeight: 180 }}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="body2">Confirmed slot, columns (read-only)</Typography>
          <MultiSectionDigitalClock
            {...opening}
            readOnly
            ampm={false}
            timeSteps={{ minutes: 30 }}
            defaultValue={dayjs('2025-07-05T14:30')}
            sx={frame}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
