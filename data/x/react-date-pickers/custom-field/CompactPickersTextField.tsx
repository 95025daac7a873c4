import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { PickersTextField, PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// The text field of the timesheet toolbar: small, filled, and never wider than needed.
function ToolbarTextField(props: PickersTextFieldProps & { ref?: React.Ref<HTMLDivElement> }) {
  return (
    <PickersTextField
      {...props}
      size="small"
      variant="filled"
      sx={[{ width: 180 }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
    />
  );
}

export default function CompactPickersTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} role="group" aria-label="Timesheet filters">
        <DateField
          label="Week of"
          defaultValue={dayjs('2025-05-12')}
          slots={{ textField: ToolbarTextField }}
        />
        <DatePicker
          label="Shift day"
          defaultValue={dayjs('2025-05-14')}
          slots={{ textField: ToolbarTextField }}
        />
        <TimePicker
          label="Clock-in"
          defaultValue={dayjs('2025-05-14T07:45')}
          slots={{ textField: ToolbarTextField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
