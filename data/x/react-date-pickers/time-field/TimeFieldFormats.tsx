import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const curtain = dayjs('2025-09-19T19:05:30');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 240px))' },
        }}
      >
        <TimeField label="Default (locale)" defaultValue={curtain} />
        <TimeField label="24-hour" defaultValue={curtain} format="HH:mm" />
        <TimeField label="With seconds" defaultValue={curtain} format="HH:mm:ss" />
        <TimeField
          label="No leading zero"
          defaultValue={curtain}
          format="h:mm a"
          shouldRespectLeadingZeros
        />
        <TimeField label="French style" defaultValue={curtain} format="HH[h]mm" />
        <TimeField label="Hour only" defaultValue={curtain} format="hh A" />
      </Box>
    </LocalizationProvider>
  );
}
