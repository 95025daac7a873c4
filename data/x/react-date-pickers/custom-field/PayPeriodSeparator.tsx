import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const separatorStyle = {
  color: 'text.secondary',
  fontSize: 13,
  fontWeight: 600,
  textTransform: 'uppercase',
} as const;

// Inside a picker, the separator is reached through the field's own slotProps.
const fieldProps: Pick<MultiInputDateRangeFieldProps<true>, 'dateSeparator' | 'slotProps'> = {
  dateSeparator: 'through',
  slotProps: { separator: { sx: separatorStyle } },
};

export default function PayPeriodSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-06-01'), dayjs('2025-06-15')]}
          dateSeparator="through"
          slotProps={{
            separator: { sx: separatorStyle },
            // Outside a picker the two inputs get no ids of their own: name them.
            textField: ({ position }) => ({ id: `pay-period-${position}` }),
          }}
        />
        <DateRangePicker
          localeText={{ start: 'Pay period start', end: 'Pay period end' }}
          defaultValue={[dayjs('2025-06-16'), dayjs('2025-06-30')]}
          slots={{ field: MultiInputDateRangeField }}
          slotProps={{ field: fieldProps }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
