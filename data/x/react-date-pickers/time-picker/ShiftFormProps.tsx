import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ShiftFormProps() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // Disabled inputs are left out of form data, as with any HTML form.
    setSubmitted(
      [...data.entries()].map(([key, value]) => `${key}=${String(value)}`).join(', ') || 'nothing',
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <form onSubmit={handleSubmit}>
        <Stack spacing={2} sx={{ maxWidth: 300 }}>
          <TimePicker
            label="Shift starts"
            name="shiftStart"
            defaultValue={dayjs('2025-06-16T07:00')}
          />
          <TimePicker
            label="Handover (set by the ward)"
            name="handover"
            defaultValue={dayjs('2025-06-16T14:30')}
            readOnly
          />
          <TimePicker
            label="Night bonus from (not in use)"
            name="nightBonus"
            defaultValue={dayjs('2025-06-16T22:00')}
            disabled
          />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Save roster
          </Button>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {submitted ? `Submitted: ${submitted}` : 'Submit to see the form data.'}
          </Typography>
        </Stack>
      </form>
    </LocalizationProvider>
  );
}
