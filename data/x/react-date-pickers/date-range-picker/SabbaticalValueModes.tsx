import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const describe = ([start, end]: DateRange<Dayjs>) =>
  start && end ? `${start.format('MMM D')} – ${end.format('MMM D, YYYY')}` : 'incomplete';

const initialCourse: DateRange<Dayjs> = [dayjs('2025-01-13'), dayjs('2025-03-21')];

export default function SabbaticalValueModes() {
  const [confirmedCourse, setConfirmedCourse] = React.useState<DateRange<Dayjs>>(initialCourse);
  const [fieldwork, setFieldwork] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-07'),
    dayjs('2025-05-16'),
  ]);

  const shiftByWeek = (direction: 1 | -1) =>
    setFieldwork(([start, end]) => [
      start ? start.add(direction, 'week') : start,
      end ? end.add(direction, 'week') : end,
    ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 320px))' },
        }}
      >
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Uncontrolled: language course
          </Typography>
          <DateRangePicker
            label="Course dates"
            defaultValue={initialCourse}
            onAccept={(newValue) => setConfirmedCourse(newValue)}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Last confirmed: {describe(confirmedCourse)}
          </Typography>
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Controlled: fieldwork
          </Typography>
          <DateRangePicker
            label="Fieldwork dates"
            value={fieldwork}
            onChange={(newValue) => setFieldwork(newValue)}
          />
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={() => shiftByWeek(-1)}>
              A week earlier
            </Button>
            <Button size="small" variant="outlined" onClick={() => shiftByWeek(1)}>
              A week later
            </Button>
          </Stack>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
