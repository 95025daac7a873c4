import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (date: Dayjs | null) => (date?.isValid() ? date.format('ddd D MMM, HH:mm') : '—');

export default function RangeReferenceDates() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
        {/* One reference per end: check-in at 15:00, check-out at 11:00. */}
        <DateTimeRangePicker
          label="Hotel stay"
          value={stay}
          onChange={setStay}
          referenceDate={[dayjs('2025-10-03T15:00'), dayjs('2025-10-05T11:00')]}
        />
        <Typography variant="body2">
          Check-in: {show(stay[0])} · Check-out: {show(stay[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
