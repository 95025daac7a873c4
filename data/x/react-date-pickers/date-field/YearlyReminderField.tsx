import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

// The format has no year: the year comes from the reference date.
// 2000 is a leap year, so 29 February is a real date.
const leapYear = dayjs('2000-01-01');

export default function YearlyReminderField() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2000-02-29'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DateField
          label="Birthday (day and month)"
          format="MMMM D"
          value={day}
          onChange={setDay}
          referenceDate={leapYear}
        />
        <Typography variant="body2">
          Stored value: <code>{day?.isValid() ? day.format('YYYY-MM-DD') : 'nothing yet'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
