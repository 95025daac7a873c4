import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function describe([opens, closes]: DateRange<Dayjs>) {
  if (!opens?.isValid() || !closes?.isValid()) {
    return 'Set the opening and closing times.';
  }
  const minutes = closes.diff(opens, 'minute');
  if (minutes <= 0) {
    return 'The shop must close after it opens.';
  }
  const rest = minutes % 60;
  return `Open for ${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''} on Saturdays.`;
}

export default function ShopOpeningHours() {
  const [hours, setHours] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-14T09:00'),
    dayjs('2025-06-14T17:30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 300 }}>
        <TimeRangePicker
          label="Saturday opening hours"
          value={hours}
          onChange={(newValue) => setHours(newValue)}
        />
        <Typography variant="body2" color="text.secondary">
          {describe(hours)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
