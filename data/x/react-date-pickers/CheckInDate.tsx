import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CheckInDate() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2025-06-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 280 }}>
        <DatePicker label="Check-in" value={checkIn} onChange={(newValue) => setCheckIn(newValue)} />
        <Typography variant="body2">
          {checkIn && checkIn.isValid()
            ? `Arriving on ${checkIn.format('dddd, MMMM D')}`
            : 'No check-in date yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
