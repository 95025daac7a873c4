import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const lastDay = dayjs().add(30, 'day');

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  disablePast: 'Delivery cannot be in the past.',
  maxDate: `Choose a date before ${lastDay.format('MMM D')}.`,
  shouldDisableDate: 'We do not deliver at weekends.',
  invalidDate: 'Enter a complete date.',
};

export default function DeliveryDate() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery date"
        value={value}
        onChange={(newValue) => setValue(newValue)}
        onError={(newError) => setError(newError)}
        disablePast
        maxDate={lastDay}
        shouldDisableDate={isWeekend}
        slotProps={{
          textField: { helperText: error ? messages[error] : 'Weekdays within 30 days' },
        }}
      />
    </LocalizationProvider>
  );
}
