import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// The shift belongs to this day: typed times are placed on it.
const shiftDay = dayjs('2025-07-08');

export default function ReferenceDateShift() {
  const [start, setStart] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <TimeField
          label="Shift starts"
          value={start}
          onChange={setStart}
          referenceDate={shiftDay}
          helperText="Type a time, for example 07 30 AM"
        />
        <Typography variant="body2">
          Stored value:{' '}
          <code>
            {start?.isValid() ? start.format('YYYY-MM-DD HH:mm') : 'null or incomplete'}
          </code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
