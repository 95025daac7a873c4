import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const seasonStart = dayjs('2025-07-01');
const seasonEnd = dayjs('2025-08-31');
const bookedNights = new Set(['2025-07-18', '2025-07-19', '2025-07-20']);

// Guests arrive and leave on any day except Sunday, when nobody staffs the reception.
// A booked night blocks arrivals; the morning after the last booked night is free for departures.
function isUnavailable(day: Dayjs, position: 'start' | 'end') {
  if (day.day() === 0) {
    return true;
  }
  const night = position === 'start' ? day : day.subtract(1, 'day');
  return bookedNights.has(night.format('YYYY-MM-DD'));
}

const messages: Record<string, string> = {
  minDate: 'The cabin opens on July 1.',
  maxDate: 'The season ends on August 31.',
  shouldDisableDate: 'That day is booked or falls on a Sunday.',
  invalidRange: 'Departure must come after arrival.',
  invalidDate: 'Complete the date.',
};

// Rules about the whole stay are yours to check: validation only looks at each end.
function checkStay([arrival, departure]: DateRange<Dayjs>) {
  if (!arrival?.isValid() || !departure?.isValid() || !departure.isAfter(arrival)) {
    return null;
  }
  const nights = departure.diff(arrival, 'day');
  if (nights < 2) {
    return 'The minimum stay is two nights.';
  }
  for (let i = 0; i < nights; i += 1) {
    if (bookedNights.has(arrival.add(i, 'day').format('YYYY-MM-DD'))) {
      return 'Some nights of this stay are already booked.';
    }
  }
  return null;
}

export default function CabinRentalRules() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-08'),
    dayjs('2025-07-12'),
  ]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const reason = error[0] ?? error[1];
  const stayProblem = checkStay(value);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Cabin stay"
        value={value}
        onChange={(newValue) => setValue(newValue)}
        onError={(newError) => setError(newError)}
        minDate={seasonStart}
        maxDate={seasonEnd}
        shouldDisableDate={isUnavailable}
        slotProps={{
          textField: {
            error: Boolean(reason || stayProblem),
            helperText: reason
              ? (messages[reason] ?? 'Check the dates.')
              : (stayProblem ?? 'July and August, no arrivals or departures on Sundays'),
          },
        }}
        sx={{ width: 320 }}
      />
    </LocalizationProvider>
  );
}
