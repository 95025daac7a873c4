import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The call for papers closes in February 2026: open the calendar there, with nothing selected yet.
const callForPapers = dayjs('2026-02-01');

export default function ConferenceReferenceDate() {
  const [submission, setSubmission] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <DateCalendar
          value={submission}
          onChange={(day) => setSubmission(day)}
          referenceDate={callForPapers}
          views={['day']}
        />
        <Typography variant="body2" sx={{ pt: 2, maxWidth: 240 }}>
          {submission
            ? `Abstract due ${submission.format('dddd, MMMM D')}.`
            : 'No deadline chosen: the calendar shows February 2026 without a selected day.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
