import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

// The house style for two-input ranges: more room between the inputs, an arrow between them.
function HouseRangeField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField
      spacing={3}
      dateSeparator="→"
      {...props}
    />
  );
}

// The range pickers read this static property to adapt their behavior to the field.
HouseRangeField.fieldType = 'multi-input' as const;

export default function ConferenceWrappedRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        localeText={{ start: 'Conference opens', end: 'Conference closes' }}
        defaultValue={[dayjs('2025-10-14'), dayjs('2025-10-16')]}
        slots={{ field: HouseRangeField }}
        sx={{ maxWidth: 520 }}
      />
    </LocalizationProvider>
  );
}
