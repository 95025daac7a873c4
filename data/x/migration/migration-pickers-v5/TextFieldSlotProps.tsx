import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// v5: renderInput={(params) => <TextField {...params} helperText="…" />} and inputFormat="…"
export default function TextFieldSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <DatePicker
          label="Departure date"
          format="DD/MM/YYYY"
          defaultValue={dayjs('2025-06-14')}
          slotProps={{
            textField: { helperText: 'Day / month / year', fullWidth: true },
          }}
        />
        <TimePicker
          label="Boarding time"
          ampm={false}
          defaultValue={dayjs('2025-06-14T09:30')}
          slotProps={{
            textField: { helperText: '24-hour clock', fullWidth: true },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
