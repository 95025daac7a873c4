import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function StaticShiftScheduler() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-14T13:00'));
  const [saved, setSaved] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <StaticDateTimePicker
          value={value}
          onChange={setValue}
          onAccept={setSaved}
          ampm={false}
          timeSteps={{ minutes: 30 }}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {saved
            ? `Delivery scheduled for ${saved.format('ddd D MMM, HH:mm')}.`
            : 'Pick a day, press Next, pick a time, then OK.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
