import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

// Both pallets follow the same rule: the warehouse ships them during April 2025.
const aprilOnly = {
  minDate: dayjs('2025-04-01'),
  maxDate: dayjs('2025-04-30'),
  helperText: 'Dispatch runs from April 1 to April 30',
};

export default function DispatchFieldStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Pallet 114 dispatch" defaultValue={dayjs('2025-04-17')} {...aprilOnly} />
        <DateField label="Pallet 115 dispatch" defaultValue={dayjs('2025-05-06')} {...aprilOnly} />
      </Stack>
    </LocalizationProvider>
  );
}
