import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

// The concert starts on December 7, 2025 at 18:00; refunds close 48 hours earlier.
const refundDeadline = dayjs('2025-12-05T18:00');

export default function TicketRefundMaxDateTime() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Refund requested on"
          defaultValue={dayjs('2025-12-04T21:30')}
          maxDateTime={refundDeadline}
          ampm={false}
          onError={setError}
          slotProps={{
            textField: { helperText: `Until ${refundDeadline.format('MMM D, HH:mm')}` },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          onError: {error === null ? 'null' : `'${error}'`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
