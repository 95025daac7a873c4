import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function StyleField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Keyboard only: no popup, nothing to scroll through for a date decades ago. */}
      <DateField
        label="Date of birth"
        format="DD/MM/YYYY"
        helperText="Day, month, year"
        sx={{ width: 260 }}
      />
    </LocalizationProvider>
  );
}
