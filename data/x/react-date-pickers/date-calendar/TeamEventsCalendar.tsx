import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// A fake server: the days with team events, per month.
const eventsByMonth: Record<string, number[]> = {
  '2025-05': [6, 14, 28],
  '2025-06': [3, 11, 12, 24],
  '2025-07': [1, 17],
  '2025-08': [8, 22, 29],
};

function fetchEventDays(month: Dayjs) {
  return new Promise<number[]>((resolve) => {
    setTimeout(() => resolve(eventsByMonth[month.format('YYYY-MM')] ?? []), 600);
  });
}

const EventDaysContext = React.createContext<number[]>([]);

function EventDay(props: PickersDayProps) {
  const eventDays = React.useContext(EventDaysContext);
  const { day, outsideCurrentMonth } = props;
  const hasEvent = !outsideCurrentMonth && eventDays.includes(day.date());
  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!hasEvent}>
      <PickersDay {...props} />
    </Badge>
  );
}

export default function TeamEventsCalendar() {
  const [eventDays, setEventDays] = React.useState<number[]>(eventsByMonth['2025-06']);
  const [loading, setLoading] = React.useState(false);
  const requestRef = React.useRef(0);

  const handleMonthChange = (month: Dayjs) => {
    const request = requestRef.current + 1;
    requestRef.current = request;
    setLoading(true);
    fetchEventDays(month).then((days) => {
      // Ignore answers for months the user has already left.
      if (requestRef.current === request) {
        setEventDays(days);
        setLoading(false);
      }
    });
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <EventDaysContext.Provider value={eventDays}>
        <DateCalendar
          defaultValue={dayjs('2025-06-11')}
          loading={loading}
          onMonthChange={handleMonthChange}
          renderLoading={() => <DayCalendarSkeleton />}
          slots={{ day: EventDay }}
        />
      </EventDaysContext.Provider>
    </LocalizationProvider>
  );
}
