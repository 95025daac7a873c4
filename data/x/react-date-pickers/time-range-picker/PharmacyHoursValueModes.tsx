import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const show = ([opens, closes]: DateRange<Dayjs>) =>
  opens && closes ? `${opens.format('HH:mm')} to ${closes.format('HH:mm')}` : 'incomplete';

const weekdayHours: DateRange<Dayjs> = [dayjs('2025-03-10T08:30'), dayjs('2025-03-10T19:00')];

export default function PharmacyHoursValueModes() {
  const [savedWeekday, setSavedWeekday] = React.useState<DateRange<Dayjs>>(weekdayHours);
  const [sunday, setSunday] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-03-16T10:00'),
    dayjs('2025-03-16T13:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 300px))' },
        }}
      >
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Uncontrolled: weekdays
          </Typography>
          <TimeRangePicker
            label="Weekday hours"
            defaultValue={weekdayHours}
            ampm={false}
            onAccept={(newValue) => setSavedWeekday(newValue)}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Saved: {show(savedWeekday)}
          </Typography>
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Controlled: Sunday rota
          </Typography>
          <TimeRangePicker
            label="Sunday hours"
            value={sunday}
            onChange={(newValue) => setSunday(newValue)}
            ampm={false}
          />
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => setSunday(([opens, closes]) => [opens, closes && closes.add(1, 'hour')])}
            >
              Close an hour later
            </Button>
            <Button
              size="small"
              variant="outlined"
              onClick={() => setSunday([dayjs('2025-03-16T10:00'), dayjs('2025-03-16T13:00')])}
            >
              Reset
            </Button>
          </Stack>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
