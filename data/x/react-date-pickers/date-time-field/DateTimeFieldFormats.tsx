import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const deployedAt = dayjs('2025-08-12T14:07:33');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 320px))' },
        }}
      >
        <DateTimeField label="Default (locale)" defaultValue={deployedAt} />
        <DateTimeField label="24-hour" defaultValue={deployedAt} ampm={false} />
        <DateTimeField
          label="Log style"
          defaultValue={deployedAt}
          format="YYYY-MM-DD HH:mm:ss"
        />
        <DateTimeField
          label="Readable"
          defaultValue={deployedAt}
          format="ddd, MMM D, YYYY [at] h:mm A"
        />
      </Box>
    </LocalizationProvider>
  );
}
