import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

function PayrollHeader(props: PickersCalendarHeaderProps) {
  const { currentMonth, onMonthChange, labelId, minDate, maxDate, disabled } = props;
  const month = currentMonth;
  const quarter = Math.floor(month.month() / 3) + 1;
  const atStart = !month.isAfter(minDate, 'month');
  const atEnd = !month.isBefore(maxDate, 'month');

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2, pb: 1 }}>
      <IconButton
        aria-label="Previous month"
        disabled={disabled || atStart}
        onClick={() => onMonthChange(month.subtract(1, 'month'))}
      >
        <ChevronLeftIcon />
      </IconButton>
      {/* `labelId` names the day grid for assistive technology: keep it on the title. */}
      <Typography id={labelId} aria-live="polite" sx={{ flex: 1, textAlign: 'center' }}>
        {month.format('MMMM YYYY')}
      </Typography>
      <Chip size="small" label={`FY25 Q${quarter}`} />
      <IconButton
        aria-label="Next month"
        disabled={disabled || atEnd}
        onClick={() => onMonthChange(month.add(1, 'month'))}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}

export default function PayrollCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-07-25')}
        minDate={dayjs('2025-01-01')}
        maxDate={dayjs('2025-12-31')}
        views={['day']}
        slots={{ calendarHeader: PayrollHeader }}
      />
    </LocalizationProvider>
  );
}
