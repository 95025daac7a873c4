import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

const freezeStarts = dayjs('2025-12-19T18:00');

function endMessage(error: DateTimeValidationError, start: Dayjs | null) {
  if (error === 'minDate' || error === 'minTime') {
    return `Must end after ${start?.format('MMM D, HH:mm')}.`;
  }
  if (error === 'maxDate' || error === 'maxTime') {
    return 'Must end before the change freeze (Dec 19, 18:00).';
  }
  return 'Before the change freeze of Dec 19, 18:00';
}

export default function MaintenanceWindow() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-12-18T22:00'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2025-12-19T02:30'));
  const [endError, setEndError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimeField
          label="Maintenance starts"
          value={start}
          onChange={setStart}
          ampm={false}
          maxDateTime={freezeStarts}
          helperText="Announced to customers 48 h ahead"
        />
        <DateTimeField
          label="Maintenance ends"
          value={end}
          onChange={setEnd}
          onError={setEndError}
          ampm={false}
          minDateTime={start?.isValid() ? start : undefined}
          maxDateTime={freezeStarts}
          referenceDate={start?.isValid() ? start : undefined}
          helperText={endMessage(endError, start)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
