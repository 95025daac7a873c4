import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const checkIn = dayjs('2025-06-14');

export default function FieldDomStructures() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            v8 default: one element per section
          </Typography>
          <DateField label="Check-in" defaultValue={checkIn} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Day, month and year are separate spinbuttons; the value sits in a hidden input.
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            v7 structure, kept with a prop
          </Typography>
          <DateField
            label="Check-in"
            defaultValue={checkIn}
            enableAccessibleFieldDOMStructure={false}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            A single text input holds the whole formatted date.
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
