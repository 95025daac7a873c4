import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const nightlyRate = 140;

function summarize([checkIn, checkOut]: DateRange<Dayjs>) {
  if (!checkIn || !checkOut) {
    return 'Choose a check-in and a check-out date.';
  }
  if (!checkIn.isValid() || !checkOut.isValid()) {
    return 'One of the dates is not a real date.';
  }
  const nights = checkOut.diff(checkIn, 'day');
  if (nights <= 0) {
    return 'Check-out must be after check-in.';
  }
  return `${nights} night${nights === 1 ? '' : 's'}, ${nights * nightlyRate} EUR before taxes`;
}

export default function HotelStayRange() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-14'),
    dayjs('2025-06-18'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DateRangePicker
          label="Your stay"
          value={stay}
          onChange={(newValue) => setStay(newValue)}
        />
        <Typography variant="body2" color="text.secondary">
          {summarize(stay)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
