import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const stay = [dayjs('2025-08-11'), dayjs('2025-08-15')] as const;

export default function StayDateSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 460 }}>
        {/* One input: the separator is part of the text. */}
        <DateRangePicker
          label="Hotel stay"
          defaultValue={[...stay]}
          format="MMM D"
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
        {/* Two inputs: the separator is the text between them. */}
        <DateRangePicker
          localeText={{ start: 'Arrival', end: 'Departure' }}
          defaultValue={[...stay]}
          slots={{ field: MultiInputDateRangeField }}
          slotProps={{ field: { dateSeparator: 'until' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
