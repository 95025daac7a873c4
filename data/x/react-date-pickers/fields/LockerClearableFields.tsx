import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function LockerClearableFields() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-05-27'));
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2025-05-27T18:30'));
  const [notice, setNotice] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Locker reserved on"
          value={day}
          onChange={setDay}
          clearable
          onClear={() => setNotice('Date removed: the locker is no longer reserved.')}
        />
        <TimeField
          label="Collect after"
          value={time}
          onChange={setTime}
          clearable
          clearButtonPosition="start"
          onClear={() => setNotice('Time removed: collect at any time of the day.')}
        />
        <Alert severity="info" role="status">
          {notice ?? 'Hover or focus a field, then press its clear button.'}
        </Alert>
      </Stack>
    </LocalizationProvider>
  );
}
