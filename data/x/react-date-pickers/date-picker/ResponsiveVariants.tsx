import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const departure = dayjs('2025-09-14');

export default function ResponsiveVariants() {
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
          <Typography variant="subtitle2" component="h3" gutterBottom>
            DesktopDatePicker
          </Typography>
          <DesktopDatePicker label="Outbound flight" defaultValue={departure} />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            MobileDatePicker
          </Typography>
          <MobileDatePicker label="Outbound flight" defaultValue={departure} />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            DatePicker, desktop from 900px
          </Typography>
          <DatePicker
            label="Outbound flight"
            defaultValue={departure}
            desktopModeMediaQuery="@media (min-width: 900px)"
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
