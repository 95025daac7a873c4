import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// The demo's "today". In an app, start from dayjs().
const today = dayjs('2025-06-04');

// Nights already booked at the lakeside cabin.
const bookedNights = new Set([
  '2025-06-06', '2025-06-07', '2025-06-08',
  '2025-06-13', '2025-06-14',
  '2025-06-16', '2025-06-17', '2025-06-18',
  '2025-06-20', '2025-06-21', '2025-06-22',
]);
const isBooked = (night: Dayjs) => bookedNights.has(night.format('YYYY-MM-DD'));

// A stay cannot start on a booked night, and cannot end the morning after one.
const isUnavailable = (day: Dayjs, position: 'start' | 'end') =>
  position === 'start' ? isBooked(day) : isBooked(day.subtract(1, 'day'));

// Range validation only checks both ends, so the nights in between are checked here.
const allNightsFree = ([start, end]: DateRange<Dayjs>) => {
  for (let night = start; night && end && night.isBefore(end, 'day'); night = night.add(1, 'day')) {
    if (isBooked(night)) {
      return false;
    }
  }
  return true;
};

function firstFree(
  first: DateRange<Dayjs>,
  isValid: (range: DateRange<Dayjs>) => boolean,
): DateRange<Dayjs> {
  const [firstStart, firstEnd] = first;
  // Bounded search: twelve weeks ahead at most.
  for (let week = 0; week < 12 && firstStart && firstEnd; week += 1) {
    const candidate: DateRange<Dayjs> = [firstStart.add(week, 'week'), firstEnd.add(week, 'week')];
    if (isValid(candidate) && allNightsFree(candidate)) {
      return candidate;
    }
  }
  return [null, null];
}

const nextFriday = today.day(5).isBefore(today, 'day') ? today.day(12) : today.day(5);
const nextMonday = today.day(8);

const stays: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'Next free weekend',
    getValue: ({ isValid }) => firstFree([nextFriday, nextFriday.add(2, 'day')], isValid),
  },
  {
    label: 'Next free week',
    getValue: ({ isValid }) => firstFree([nextMonday, nextMonday.add(6, 'day')], isValid),
  },
  // Its first night is already booked: the chip is disabled.
  { label: 'Midsummer weekend', getValue: () => [dayjs('2025-06-20'), dayjs('2025-06-22')] },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function CabinStayRangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Cabin stay"
        referenceDate={today}
        minDate={today}
        shouldDisableDate={isUnavailable}
        calendars={1}
        slotProps={{ shortcuts: { items: stays } }}
        sx={{ width: 300 }}
      />
    </LocalizationProvider>
  );
}
