import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClaimTextFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* A picker forwards slotProps.textField to the text field inside its field. */}
        <DatePicker
          label="Incident date"
          maxDate={dayjs('2025-06-30')}
          slotProps={{
            // A function receives the owner state: the text can follow the state of the picker.
            textField: (ownerState) => ({
              required: true,
              color: ownerState.isPickerOpen ? 'secondary' : 'primary',
              helperText: ownerState.isPickerValueEmpty
                ? 'Needed before the claim can be reviewed'
                : 'As written on the accident report',
              sx: { width: 260 },
            }),
          }}
        />
        {/* A standalone field takes the same props directly. */}
        <DateField
          label="Report filed on"
          defaultValue={dayjs('2025-06-03')}
          helperText="Copied from the police stamp"
          color="success"
          sx={{ width: 220 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
