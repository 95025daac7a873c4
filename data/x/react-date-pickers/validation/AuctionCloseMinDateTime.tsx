import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

// The lot goes on sale on September 20, 2025 at 14:00: bidding cannot close before that moment.
const listedAt = dayjs('2025-09-20T14:00');

export default function AuctionCloseMinDateTime() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Bidding closes"
          defaultValue={dayjs('2025-09-20T11:00')}
          minDateTime={listedAt}
          ampm={false}
          onError={setError}
          slotProps={{
            textField: { helperText: `After the listing, ${listedAt.format('MMM D, HH:mm')}` },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          onError: {error === null ? 'null' : `'${error}'`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
