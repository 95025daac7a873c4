import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function InvoiceDueFormProps() {
  const [submitted, setSubmitted] = React.useState<string[]>([]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted([...data.entries()].map(([key, entry]) => `${key} = ${String(entry)}`));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" onSubmit={handleSubmit} noValidate>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <DateTimePicker
            label="Invoice issued"
            name="issuedAt"
            defaultValue={dayjs('2025-02-03T10:05')}
            readOnly
            slotProps={{ textField: { helperText: 'Read-only: set by accounting' } }}
          />
          <DateTimePicker
            label="Payment due"
            name="dueAt"
            defaultValue={dayjs('2025-03-05T17:00')}
            slotProps={{ textField: { helperText: 'Editable' } }}
          />
          <DateTimePicker
            label="Reminder sent"
            name="remindedAt"
            defaultValue={dayjs('2025-02-28T08:00')}
            disabled
            slotProps={{ textField: { helperText: 'Disabled: not sent with the form' } }}
          />
        </Box>
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button type="submit" variant="contained" size="small">
            Submit
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
            {submitted.length > 0 ? submitted.join(' · ') : 'Submit to see what the form sends.'}
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
