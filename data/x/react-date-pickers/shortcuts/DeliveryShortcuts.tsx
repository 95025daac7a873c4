import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// The warehouse ships on weekdays, from Monday 16 June to Tuesday 15 July 2025.
const firstDelivery = dayjs('2025-06-16');
const lastDelivery = dayjs('2025-07-15');
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {
    label: 'Earliest slot',
    // Walk forward until the picker's own validation accepts the day.
    getValue: ({ isValid }) => {
      let day = firstDelivery;
      while (!isValid(day) && day.isBefore(lastDelivery)) {
        day = day.add(1, 'day');
      }
      return day;
    },
  },
  { label: 'One week later', getValue: () => firstDelivery.add(1, 'week') },
  // Always a Saturday: the picker disables this chip by itself.
  { label: 'First Saturday', getValue: () => firstDelivery.day(6) },
  { label: 'Last slot', getValue: () => lastDelivery },
];

export default function DeliveryShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-06-18')}
        minDate={firstDelivery}
        maxDate={lastDelivery}
        shouldDisableDate={isWeekend}
        displayStaticWrapperAs="desktop"
        slotProps={{ shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}
