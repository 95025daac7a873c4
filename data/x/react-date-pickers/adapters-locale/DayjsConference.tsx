import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DayjsConference() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-09-18'));

  return (
    // British English: DD/MM/YYYY, weeks start on Monday.
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ width: 260, pt: 1 }}>
          <DatePicker label="Talk date" value={day} onChange={setDay} />
          <DateField
            label="Printed on the badge"
            value={day}
            onChange={setDay}
            format="dddd D MMMM YYYY"
          />
          <Typography variant="body2" color="text.secondary">
            {day?.isValid() ? `Stored value: ${day.format('YYYY-MM-DD')}` : 'No valid date'}
          </Typography>
        </Stack>
        <DateCalendar value={day} onChange={setDay} />
      </Stack>
    </LocalizationProvider>
  );
}
