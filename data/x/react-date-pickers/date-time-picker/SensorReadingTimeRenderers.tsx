import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import {
  renderDigitalClockTimeView,
  renderTimeViewClock,
} from '@mui/x-date-pickers/timeViewRenderers';

const reading = dayjs('2025-01-27T06:40');

export default function SensorReadingTimeRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <DateTimePicker
          label="Reading (analog clock)"
          defaultValue={reading}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
          }}
        />
        <DateTimePicker
          label="Reading (one list of times)"
          defaultValue={reading}
          views={['year', 'day', 'hours']}
          format="MM/DD/YYYY hh:mm A"
          timeSteps={{ minutes: 20 }}
          viewRenderers={{ hours: renderDigitalClockTimeView }}
        />
        <DateTimePicker
          label="Reading (type the time)"
          defaultValue={reading}
          viewRenderers={{ hours: null, minutes: null }}
          slotProps={{ textField: { helperText: 'The popup only picks the day' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
