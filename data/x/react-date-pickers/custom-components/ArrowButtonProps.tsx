import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock, TimeClockSlotProps } from '@mui/x-date-pickers/TimeClock';

// The arrow switcher's four slots. The same object fits a DateCalendar.
const arrowProps: TimeClockSlotProps = {
  previousIconButton: { color: 'primary', size: 'medium' },
  nextIconButton: { color: 'primary', size: 'medium' },
  leftArrowIcon: { fontSize: 'medium' },
  rightArrowIcon: { fontSize: 'medium' },
};

export default function ArrowButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* On the clock, the arrows move between the hours and minutes views. */}
      <TimeClock
        defaultValue={dayjs('2025-12-19T07:45')}
        showViewSwitcher
        slotProps={arrowProps}
      />
    </LocalizationProvider>
  );
}
