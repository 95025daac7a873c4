import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickerStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 260px))' },
        }}
      >
        <DatePicker
          label="Contract signed"
          defaultValue={dayjs('2024-12-02')}
          readOnly
          slotProps={{ textField: { helperText: 'Read-only: set by the legal team' } }}
        />
        <DatePicker
          label="Archived on"
          defaultValue={dayjs('2025-01-15')}
          disabled
          slotProps={{ textField: { helperText: 'Disabled: the file is archived' } }}
        />
        <DatePicker
          label="Start date"
          slotProps={{ textField: { required: true, helperText: 'Required' } }}
        />
        <DatePicker
          label="Review date"
          defaultValue={dayjs('2025-03-10')}
          slotProps={{ textField: { size: 'small', variant: 'filled', helperText: 'Small, filled' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
