import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// UTC values only need the `utc` plugin.
dayjs.extend(utc);

export default function DayjsUtcCutoff() {
  const [cutoff, setCutoff] = React.useState<Dayjs | null>(dayjs.utc('2025-06-27T23:59'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ width: 300 }}>
        <DateTimePicker
          label="Payroll cut-off (UTC)"
          value={cutoff}
          onChange={setCutoff}
          ampm={false}
        />
        <Typography variant="body2" color="text.secondary">
          {cutoff?.isValid()
            ? `isUTC(): ${String(cutoff.isUTC())}, sent as ${cutoff.toISOString()}`
            : 'Enter a complete date and time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
