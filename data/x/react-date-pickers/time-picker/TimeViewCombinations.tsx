import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimeViewCombinations() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 260px))' },
        }}
      >
        <TimePicker
          label="Pickup hour"
          views={['hours']}
          defaultValue={dayjs('2025-06-16T14:00')}
        />
        <TimePicker
          label="Race finish (24-hour)"
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
          defaultValue={dayjs('2025-06-16T13:42:07')}
        />
        <TimePicker
          label="Lap time"
          views={['minutes', 'seconds']}
          format="mm:ss"
          defaultValue={dayjs('2025-06-16T00:01:38')}
        />
        <TimePicker
          label="Delivery slot"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={dayjs('2025-06-16T11:30')}
        />
      </Box>
    </LocalizationProvider>
  );
}
