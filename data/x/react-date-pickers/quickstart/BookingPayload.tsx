import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

function toPayload(value: Dayjs | null) {
  if (value === null) {
    return { startsAt: null };
  }
  if (!value.isValid()) {
    return { startsAt: 'invalid (not sent)' };
  }
  // Keep the wall-clock time the user picked, without a time zone conversion.
  return { startsAt: value.format('YYYY-MM-DDTHH:mm') };
}

export default function BookingPayload() {
  const [startsAt, setStartsAt] = React.useState<Dayjs | null>(
    dayjs('2025-09-04T18:45'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Table booking"
          value={startsAt}
          onChange={setStartsAt}
          slotProps={{ field: { clearable: true } }}
        />
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontSize: 13,
            overflowX: 'auto',
          }}
        >
          {JSON.stringify(toPayload(startsAt), null, 2)}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
