import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

// An evening of concerts: a short list keeps the comparison easy to read.
const evening = {
  minTime: dayjs('2025-08-22T17:00'),
  maxTime: dayjs('2025-08-22T23:30'),
  skipDisabled: true,
  defaultValue: dayjs('2025-08-22T20:30'),
};
const frame = { border: 1, borderColor: 'divider', borderRadius: 1 };

export default function ClockHourFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1}>
          <Typography variant="body2">ampm (12-hour)</Typography>
          <DigitalClock {...evening} ampm sx={{ ...frame, width: 130, maxHeight: 180 }} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="body2">ampm=false (24-hour)</Typography>
          <DigitalClock {...evening} ampm={false} sx={{ ...frame, width: 130, maxHeight: 180 }} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="body2">Columns, 12-hour with a meridiem column</Typography>
          <MultiSectionDigitalClock {...evening} ampm timeSteps={{ minutes: 15 }} sx={frame} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
