import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const wedding: DateRange<Dayjs> = [dayjs('2025-06-21T14:00'), dayjs('2025-06-22T01:00')];

export default function HallHireVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Box>
          <Typography variant="subtitle2" component="p" gutterBottom>
            DesktopDateTimeRangePicker
          </Typography>
          <DesktopDateTimeRangePicker label="Hall hire" defaultValue={wedding} />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" gutterBottom>
            MobileDateTimeRangePicker
          </Typography>
          <MobileDateTimeRangePicker label="Hall hire" defaultValue={wedding} />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" gutterBottom>
            DateTimeRangePicker, desktop from 1200px
          </Typography>
          <DateTimeRangePicker
            label="Hall hire"
            defaultValue={wedding}
            desktopModeMediaQuery="@media (min-width: 1200px)"
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
