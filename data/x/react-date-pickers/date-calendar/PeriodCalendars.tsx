import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

const firstReport = dayjs('2021-01-01');
const lastReport = dayjs('2025-09-30');

export default function PeriodCalendars() {
  const [period, setPeriod] = React.useState<Dayjs>(dayjs('2024-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Box>
          <Typography variant="subtitle2" component="p">
            Year
          </Typography>
          <YearCalendar
            value={period}
            onChange={(year) => setPeriod(year)}
            minDate={firstReport}
            maxDate={lastReport}
            yearsPerRow={3}
            disableHighlightToday
            sx={{ width: 260, height: 'auto' }}
          />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p">
            Month
          </Typography>
          <MonthCalendar
            value={period}
            onChange={(month) => setPeriod(month)}
            minDate={firstReport}
            maxDate={lastReport}
            disableHighlightToday
            sx={{ width: 260 }}
          />
        </Box>
        <Box sx={{ alignSelf: 'center' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Report for {period.format('MMMM YYYY')}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
