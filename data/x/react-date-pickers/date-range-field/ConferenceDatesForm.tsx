import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function ConferenceDatesForm() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(String(data.get('conferenceDates') ?? ''));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" onSubmit={handleSubmit} sx={{ maxWidth: 340 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <SingleInputDateRangeField
            label="Conference dates"
            name="conferenceDates"
            defaultValue={[dayjs('2025-09-22'), dayjs('2025-09-26')]}
            clearable
            fullWidth
            helperText="Type both dates, or clear them"
          />
          <Button type="submit" variant="outlined">
            Submit
          </Button>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {submitted === null
              ? 'The form has not been submitted yet.'
              : `The form sent conferenceDates = "${submitted}"`}
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
