import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateView } from '@mui/x-date-pickers/models';

const views: DateView[] = ['year', 'month', 'day'];

export default function FestivalViews() {
  const [view, setView] = React.useState<DateView>('year');
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2026-07-10'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: DateView | null) => {
            if (next) {
              setView(next);
            }
          }}
          aria-label="Calendar view"
        >
          {views.map((item) => (
            <ToggleButton key={item} value={item}>
              {item}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateCalendar
          views={views}
          view={view}
          onViewChange={setView}
          value={day}
          onChange={(newDay) => setDay(newDay)}
          minDate={dayjs('2026-01-01')}
          maxDate={dayjs('2029-12-31')}
          monthsPerRow={4}
          disableHighlightToday
          sx={{ height: 'auto' }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Festival opening night: {day ? day.format('dddd, MMMM D, YYYY') : 'not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
