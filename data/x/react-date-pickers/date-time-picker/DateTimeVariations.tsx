import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const sample = dayjs('2025-10-08T16:45:20');

export default function DateTimeVariations() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 300px))' },
        }}
      >
        <DateTimePicker
          label="24-hour, day first"
          defaultValue={sample}
          ampm={false}
          format="DD/MM/YYYY HH:mm"
        />
        <DateTimePicker
          label="With seconds"
          defaultValue={sample}
          views={['year', 'day', 'hours', 'minutes', 'seconds']}
        />
        <DateTimePicker
          label="Hour slots only"
          defaultValue={sample.startOf('hour')}
          views={['year', 'day', 'hours']}
        />
        <DateTimePicker
          label="Quarter hours, with weekday"
          defaultValue={sample.minute(45).second(0)}
          format="ddd, MMM D · h:mm A"
          timeSteps={{ minutes: 15 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
