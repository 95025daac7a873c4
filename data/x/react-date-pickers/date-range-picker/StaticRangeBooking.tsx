import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function StaticRangeBooking() {
  const [confirmed, setConfirmed] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-10-06'),
    dayjs('2025-10-10'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <StaticDateRangePicker
          defaultValue={confirmed}
          onAccept={(newValue) => setConfirmed(newValue)}
          localeText={{ toolbarTitle: 'Training week' }}
          slotProps={{ actionBar: { actions: ['clear', 'accept'] } }}
        />
        <Typography variant="body2" color="text.secondary">
          {confirmed[0] && confirmed[1]
            ? `Saved: ${confirmed[0].format('MMM D')} to ${confirmed[1].format('MMM D, YYYY')}`
            : 'Nothing saved yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
