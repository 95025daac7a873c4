import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function SampleLabelLeadingZeros() {
  const [collected, setCollected] = React.useState<Dayjs | null>(dayjs('2025-03-07T09:05'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimeField
          label="Collected (default padding)"
          value={collected}
          onChange={setCollected}
          format="D/M/YYYY H:mm"
        />
        <DateTimeField
          label="Collected (respects the format)"
          value={collected}
          onChange={setCollected}
          format="D/M/YYYY H:mm"
          shouldRespectLeadingZeros
        />
      </Stack>
    </LocalizationProvider>
  );
}
