import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const move: DateRange<Dayjs> = [dayjs('2025-08-29'), dayjs('2025-08-31')];

export default function VanRentalVariants() {
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
            DesktopDateRangePicker
          </Typography>
          <DesktopDateRangePicker label="Moving van" defaultValue={move} />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" gutterBottom>
            MobileDateRangePicker
          </Typography>
          <MobileDateRangePicker label="Moving van" defaultValue={move} />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" gutterBottom>
            DateRangePicker, desktop from 900px
          </Typography>
          <DateRangePicker
            label="Moving van"
            defaultValue={move}
            desktopModeMediaQuery="@media (min-width: 900px)"
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
