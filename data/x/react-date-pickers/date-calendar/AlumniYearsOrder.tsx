import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function AlumniYearsOrder() {
  const [classOf, setClassOf] = React.useState<Dayjs>(dayjs('2019-06-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 320 }}>
        <Typography variant="subtitle2" component="p" id="alumni-year-label">
          Graduating class (most recent first)
        </Typography>
        <YearCalendar
          gridLabelId="alumni-year-label"
          value={classOf}
          onChange={(year) => setClassOf(year)}
          yearsOrder="desc"
          yearsPerRow={4}
          minDate={dayjs('1998-01-01')}
          maxDate={dayjs('2025-12-31')}
          disableHighlightToday
          sx={{ width: 320, maxHeight: 220 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Invitations go to the class of {classOf.year()}.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
