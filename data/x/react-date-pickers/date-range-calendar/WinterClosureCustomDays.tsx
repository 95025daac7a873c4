import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {
  DateRangePickerDay,
  DateRangePickerDayProps,
  dateRangePickerDayClasses as classes,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const publicHolidays = new Set(['2026-02-16']);

// Bold with a dot underneath: the mark does not rely on colour.
const holidayStyle = {
  [`& .${classes.day}`]: { fontWeight: 700 },
  [`& .${classes.day}::after`]: {
    content: '""',
    position: 'absolute',
    bottom: 4,
    width: 4,
    height: 4,
    borderRadius: '50%',
    bgcolor: 'currentColor',
  },
} as const;

function HolidayAwareDay(props: DateRangePickerDayProps) {
  const { day, outsideCurrentMonth } = props;
  const isHoliday = !outsideCurrentMonth && publicHolidays.has(day.format('YYYY-MM-DD'));
  return (
    <DateRangePickerDay
      {...props}
      sx={isHoliday ? holidayStyle : undefined}
      aria-label={isHoliday ? `${day.format('MMMM D')}, public holiday` : undefined}
    />
  );
}

export default function WinterClosureCustomDays() {
  const [closure, setClosure] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-02-14'),
    dayjs('2026-02-22'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        value={closure}
        onChange={(newValue) => setClosure(newValue)}
        slots={{ day: HolidayAwareDay }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        School closed {closure[0]?.format('MMM D') ?? '…'} to {closure[1]?.format('MMM D') ?? '…'}.
        Bold dates with a dot are public holidays.
      </Typography>
    </LocalizationProvider>
  );
}
