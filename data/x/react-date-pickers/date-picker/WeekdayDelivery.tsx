import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const firstSlot = dayjs('2025-11-03');
const lastSlot = dayjs('2025-11-28');
const holidays = ['2025-11-11', '2025-11-27'];

const isClosed = (day: Dayjs) =>
  day.day() === 0 || day.day() === 6 || holidays.includes(day.format('YYYY-MM-DD'));

const messages: Record<NonNullable<DateValidationError>, string> = {
  minDate: `Deliveries start on ${firstSlot.format('MMMM D')}.`,
  maxDate: `The last delivery slot is ${lastSlot.format('MMMM D')}.`,
  shouldDisableDate: 'The warehouse is closed on weekends and holidays.',
  shouldDisableMonth: 'No deliveries that month.',
  shouldDisableYear: 'No deliveries that year.',
  disablePast: 'Pick a future date.',
  disableFuture: 'Pick a past date.',
  invalidDate: 'This is not a valid date.',
};

export default function WeekdayDelivery() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-11-14'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery date"
        value={value}
        onChange={setValue}
        onError={setError}
        minDate={firstSlot}
        maxDate={lastSlot}
        shouldDisableDate={isClosed}
        slotProps={{
          textField: {
            helperText: error ? messages[error] : 'Weekdays in November 2025',
          },
        }}
        sx={{ width: 300 }}
      />
    </LocalizationProvider>
  );
}
