import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const frame = { border: 1, borderColor: 'divider', borderRadius: 1 };

export default function HireDurationViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <Stack spacing={1}>
          <Typography variant="body2">Kayak hire: hours only</Typography>
          <MultiSectionDigitalClock
            views={['hours']}
            ampm={false}
            minTime={dayjs('2025-07-12T09:00')}
            maxTime={dayjs('2025-07-12T18:00')}
            skipDisabled
            defaultValue={dayjs('2025-07-12T10:00')}
            sx={frame}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="body2">Sprint result: minutes and seconds</Typography>
          <MultiSectionDigitalClock
            views={['minutes', 'seconds']}
            timeSteps={{ minutes: 1, seconds: 1 }}
            defaultValue={dayjs('2025-07-12T00:03:47')}
            sx={frame}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
