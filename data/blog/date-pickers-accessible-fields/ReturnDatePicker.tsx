import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A fixed date, so the server and the browser render the same field.
const initialReturn = dayjs('2025-08-12');

export default function ReturnDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(initialReturn);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Return date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          format="DD/MM/YYYY"
          slotProps={{ textField: { helperText: 'Day, month, year' } }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {value && value.isValid()
            ? `Stored value: ${value.format('YYYY-MM-DD')} (${value.format('dddd')})`
            : 'No complete date yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
