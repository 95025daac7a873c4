import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import {
  renderDigitalClockTimeView,
  renderTimeViewClock,
} from '@mui/x-date-pickers/timeViewRenderers';

const rehearsal: DateRange<Dayjs> = [dayjs('2025-11-03T18:30'), dayjs('2025-11-03T21:45')];

export default function RehearsalClockRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <DateTimeRangePicker
          label="Choir rehearsal (analog clock)"
          defaultValue={rehearsal}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
          }}
        />
        <DateTimeRangePicker
          label="Orchestra rehearsal (15-minute list)"
          defaultValue={rehearsal}
          views={['day', 'hours']}
          timeSteps={{ minutes: 15 }}
          format="MM/DD/YYYY hh:mm A"
          viewRenderers={{ hours: renderDigitalClockTimeView }}
        />
      </Box>
    </LocalizationProvider>
  );
}
