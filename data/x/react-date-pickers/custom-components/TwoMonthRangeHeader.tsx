import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { PickersRangeCalendarHeaderProps } from '@mui/x-date-pickers-pro/PickersRangeCalendarHeader';

function StayHeader(props: PickersRangeCalendarHeaderProps) {
  // `month` is the month of this header, `currentMonth` the first visible one.
  const { currentMonth, onMonthChange, month, monthIndex, calendars, labelId } = props;
  const first = currentMonth;
  const step = `${calendars} month${calendars > 1 ? 's' : ''}`;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 1, pt: 1.5, pb: 1 }}>
      <IconButton
        aria-label={`Back ${step}`}
        onClick={() => onMonthChange(first.subtract(calendars, 'month'))}
        sx={{ visibility: monthIndex === 0 ? 'visible' : 'hidden' }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography id={labelId} sx={{ flex: 1, textAlign: 'center', fontWeight: 500 }}>
        {month.format('MMMM YYYY')}
      </Typography>
      <IconButton
        aria-label={`Forward ${step}`}
        onClick={() => onMonthChange(first.add(calendars, 'month'))}
        sx={{ visibility: monthIndex === calendars - 1 ? 'visible' : 'hidden' }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}

export default function TwoMonthRangeHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        defaultValue={[dayjs('2025-08-28'), dayjs('2025-09-03')]}
        slots={{ calendarHeader: StayHeader }}
      />
    </LocalizationProvider>
  );
}
