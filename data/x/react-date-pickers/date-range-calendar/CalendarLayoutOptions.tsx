import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange } from '@mui/x-date-pickers-pro/models';

type Count = 1 | 2 | 3;

export default function CalendarLayoutOptions() {
  const [calendars, setCalendars] = React.useState<Count>(2);
  const [position, setPosition] = React.useState<Count>(1);
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-12'),
    dayjs('2025-05-16'),
  ]);
  const countId = React.useId();
  const positionId = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 2 }}>
        <div>
          <Typography id={countId} variant="body2" component="p" gutterBottom>
            Months shown
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={calendars}
            aria-labelledby={countId}
            onChange={(_, next: Count | null) => {
              if (next) {
                setCalendars(next);
                setPosition((current) => (current > next ? next : current));
              }
            }}
          >
            {[1, 2, 3].map((count) => (
              <ToggleButton key={count} value={count}>
                {count}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
        <div>
          <Typography id={positionId} variant="body2" component="p" gutterBottom>
            Position of the selected month
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={position}
            aria-labelledby={positionId}
            onChange={(_, next: Count | null) => next && setPosition(next)}
          >
            {[1, 2, 3].map((slot) => (
              <ToggleButton key={slot} value={slot} disabled={slot > calendars}>
                {slot}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        {/* The key remounts the calendar so that it shows the layout from scratch. */}
        <DateRangeCalendar
          key={`${calendars}-${position}`}
          calendars={calendars}
          currentMonthCalendarPosition={position}
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
      </Box>
    </LocalizationProvider>
  );
}
