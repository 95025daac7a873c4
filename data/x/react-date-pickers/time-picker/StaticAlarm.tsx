import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function StaticAlarm() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2025-06-16T06:45'));
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2025-06-16T06:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <StaticTimePicker
          orientation="landscape"
          value={alarm}
          onChange={setAlarm}
          onAccept={setSaved}
          minutesStep={5}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {saved ? `Alarm saved for ${saved.format('h:mm A')}` : 'No alarm set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
