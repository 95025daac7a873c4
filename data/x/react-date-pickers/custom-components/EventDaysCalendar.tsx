import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

const events: Record<string, string[]> = {
  '2025-05-06': ['Sprint planning'],
  '2025-05-13': ['Design review', 'Team lunch'],
  '2025-05-20': ['Sprint planning'],
  '2025-05-22': ['Release 4.2'],
  '2025-05-29': ['Retrospective', 'Demo day', 'Offsite dinner'],
};

function EventDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth, ...other } = props;
  const dayEvents = outsideCurrentMonth ? [] : (events[day.format('YYYY-MM-DD')] ?? []);
  const label =
    dayEvents.length > 0
      ? `${day.format('MMMM D')}, ${dayEvents.length} event${dayEvents.length > 1 ? 's' : ''}`
      : undefined;

  return (
    <Badge
      overlap="circular"
      color="primary"
      badgeContent={dayEvents.length}
      invisible={dayEvents.length === 0}
      sx={{ '& .MuiBadge-badge': { fontSize: 10, height: 16, minWidth: 16 } }}
    >
      <PickersDay
        {...other}
        day={day}
        outsideCurrentMonth={outsideCurrentMonth}
        aria-label={label}
      />
    </Badge>
  );
}

export default function EventDaysCalendar() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-05-13'));
  const agenda = day ? (events[day.format('YYYY-MM-DD')] ?? []) : [];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar value={day} onChange={setDay} slots={{ day: EventDay }} />
        <Stack spacing={0.5} sx={{ pt: 2, minWidth: 180 }}>
          <Typography variant="subtitle2" component="p">
            {day ? day.format('dddd, MMMM D') : 'No day selected'}
          </Typography>
          {agenda.length > 0 ? (
            agenda.map((item) => (
              <Typography key={item} variant="body2">
                {item}
              </Typography>
            ))
          ) : (
            <Typography variant="body2" color="text.secondary">
              Nothing planned
            </Typography>
          )}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
