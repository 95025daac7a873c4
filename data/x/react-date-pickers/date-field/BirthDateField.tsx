import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

// Age is computed on a fixed date so the example reads the same every day.
const eventDay = dayjs('2026-01-01');

export default function BirthDateField() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(dayjs('2007-03-18'));

  let message = 'Enter your date of birth.';
  if (birthDate?.isValid()) {
    const age = eventDay.diff(birthDate, 'year');
    message =
      age >= 18
        ? `You will be ${age} on ${eventDay.format('MMMM D, YYYY')}: you can register.`
        : `You will be ${age} on ${eventDay.format('MMMM D, YYYY')}: participants must be 18.`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateField
          label="Date of birth"
          value={birthDate}
          onChange={setBirthDate}
          maxDate={eventDay}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {message}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
