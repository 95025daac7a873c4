import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function RangeFieldsOverview() {
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 440 }}>
        <SingleInputDateRangeField
          label="Conference"
          defaultValue={[dayjs('2025-09-22'), dayjs('2025-09-26')]}
        />
        <SingleInputTimeRangeField
          label="Workshop hours"
          defaultValue={[dayjs('2025-09-23T09:30'), dayjs('2025-09-23T12:00')]}
        />
        <SingleInputDateTimeRangeField
          label="Booth build-up"
          defaultValue={[dayjs('2025-09-21T14:00'), dayjs('2025-09-22T08:00')]}
        />
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-09-20'), dayjs('2025-09-27')]}
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-${position}`,
              label: position === 'start' ? 'Hotel check-in' : 'Hotel check-out',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
