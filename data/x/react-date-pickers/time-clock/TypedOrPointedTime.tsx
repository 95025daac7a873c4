import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TypedOrPointedTime() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2025-03-03T15:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="center">
        <TimeField
          label="School pickup"
          value={pickup}
          onChange={setPickup}
          ampm={false}
          sx={{ width: 180 }}
        />
        <TimeClock value={pickup} onChange={setPickup} ampm={false} minutesStep={5} />
      </Stack>
    </LocalizationProvider>
  );
}
