import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateValidationError } from '@mui/x-date-pickers/models';

const earliest = dayjs('1900-01-01');
const latest = dayjs('2025-06-14');

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  invalidDate: 'Enter the full date: month, day and year.',
  minDate: 'Enter a date after January 1, 1900.',
  maxDate: 'The date of birth cannot be after June 14, 2025.',
};

export default function BirthDateAnnouncement() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('1990-04-12'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField
        label="Date of birth"
        name="birthDate"
        value={value}
        onChange={setValue}
        onError={setError}
        minDate={earliest}
        maxDate={latest}
        clearable
        helperText={error ? messages[error] : 'As shown on your passport'}
        sx={{ width: 300 }}
      />
    </LocalizationProvider>
  );
}
