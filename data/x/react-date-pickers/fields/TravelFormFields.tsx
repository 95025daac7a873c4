import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function TravelFormFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <DateField label="Passport expiry" defaultValue={dayjs('2031-04-30')} />
        <TimeField label="Preferred arrival time" defaultValue={dayjs('2025-06-14T15:30')} />
        <DateTimeField label="Flight departs" defaultValue={dayjs('2025-06-14T07:45')} />
      </Box>
    </LocalizationProvider>
  );
}
