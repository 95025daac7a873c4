import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

// One field per value type, for a conference planning form.
export default function ValueTypeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <DateField label="Date: call for papers closes" defaultValue={dayjs('2025-03-31')} />
        <TimeField label="Time: doors open" defaultValue={dayjs('2025-06-12T08:30')} />
        <DateTimeField label="Date time: keynote" defaultValue={dayjs('2025-06-12T09:15')} />
        <SingleInputDateRangeField
          label="Date range (Pro): conference days"
          defaultValue={[dayjs('2025-06-12'), dayjs('2025-06-14')]}
        />
        <SingleInputTimeRangeField
          label="Time range (Pro): lunch break"
          defaultValue={[dayjs('2025-06-12T12:30'), dayjs('2025-06-12T13:45')]}
        />
        <SingleInputDateTimeRangeField
          label="Date time range (Pro): hackathon"
          defaultValue={[dayjs('2025-06-13T18:00'), dayjs('2025-06-14T10:00')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
