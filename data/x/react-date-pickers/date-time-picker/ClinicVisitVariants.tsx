import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

const appointment = dayjs('2025-03-14T09:30');

const variants = [
  { title: 'DesktopDateTimePicker', Picker: DesktopDateTimePicker },
  { title: 'MobileDateTimePicker', Picker: MobileDateTimePicker },
] as const;

export default function ClinicVisitVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {variants.map(({ title, Picker }) => (
          <Box key={title}>
            <Typography variant="subtitle2" component="p" gutterBottom>
              {title}
            </Typography>
            <Picker label="Dental check-up" defaultValue={appointment} />
          </Box>
        ))}
        <Box>
          <Typography variant="subtitle2" component="p" gutterBottom>
            DateTimePicker, desktop from 1200px
          </Typography>
          <DateTimePicker
            label="Dental check-up"
            defaultValue={appointment}
            desktopModeMediaQuery="@media (min-width: 1200px)"
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
