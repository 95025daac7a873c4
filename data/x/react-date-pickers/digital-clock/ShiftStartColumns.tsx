import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const earliest = dayjs('2025-06-02T05:30');
const latest = dayjs('2025-06-02T11:45');

export default function ShiftStartColumns() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-06-02T07:15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="flex-start">
        <MultiSectionDigitalClock
          value={start}
          onChange={setStart}
          ampm={false}
          timeSteps={{ minutes: 15 }}
          minTime={earliest}
          maxTime={latest}
          skipDisabled
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <Stack spacing={0.5}>
          <Typography variant="body2">Morning shift start</Typography>
          <Typography component="p" variant="h5">
            {start ? start.format('HH:mm') : '--:--'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Between {earliest.format('HH:mm')} and {latest.format('HH:mm')}, every 15 minutes.
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
