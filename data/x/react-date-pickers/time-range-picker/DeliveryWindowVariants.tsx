import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const slot: DateRange<Dayjs> = [dayjs('2025-05-06T13:00'), dayjs('2025-05-06T15:00')];

export default function DeliveryWindowVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Box>
          <Typography variant="subtitle2" component="p" gutterBottom>
            DesktopTimeRangePicker
          </Typography>
          <DesktopTimeRangePicker label="Delivery window" defaultValue={slot} />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" gutterBottom>
            MobileTimeRangePicker
          </Typography>
          <MobileTimeRangePicker label="Delivery window" defaultValue={slot} />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" gutterBottom>
            TimeRangePicker, desktop from 900px
          </Typography>
          <TimeRangePicker
            label="Delivery window"
            defaultValue={slot}
            desktopModeMediaQuery="@media (min-width: 900px)"
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
