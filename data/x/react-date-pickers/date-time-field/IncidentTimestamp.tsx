import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// When the report was filed; the incident happened before it.
const reportedAt = dayjs('2025-08-12T09:40');

export default function IncidentTimestamp() {
  const [occurredAt, setOccurredAt] = React.useState<Dayjs | null>(
    dayjs('2025-08-11T22:15'),
  );

  let delay = 'Enter when the incident happened.';
  if (occurredAt?.isValid()) {
    const minutes = reportedAt.diff(occurredAt, 'minute');
    delay =
      minutes < 0
        ? 'The incident cannot happen after the report.'
        : `Reported ${Math.floor(minutes / 60)} h ${minutes % 60} min after it happened.`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
        <DateTimeField
          label="Incident occurred at"
          value={occurredAt}
          onChange={setOccurredAt}
          maxDateTime={reportedAt}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {delay}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
