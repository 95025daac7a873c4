import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function StaticVisitPlanner() {
  const [visit, setVisit] = React.useState<Dayjs | null>(dayjs('2025-04-09'));
  const [confirmed, setConfirmed] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <StaticDatePicker
          orientation="landscape"
          value={visit}
          onChange={setVisit}
          onAccept={setConfirmed}
          displayWeekNumber
          showDaysOutsideCurrentMonth
          fixedWeekNumber={6}
          slotProps={{ actionBar: { actions: ['clear', 'accept'] } }}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            // The week numbers' default colour (text.disabled) is too faint to read comfortably.
            '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' },
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {confirmed
            ? `Site visit confirmed for ${confirmed.format('dddd, MMMM D')}.`
            : 'Pick a day and press OK to confirm the visit.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
