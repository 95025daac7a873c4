import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function LeaveRequestForm() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(`firstDay=${data.get('firstDay')} · lastDay=${data.get('lastDay')}`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" onSubmit={handleSubmit} spacing={2} sx={{ maxWidth: 560 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="First day off" name="firstDay" defaultValue={dayjs('2025-08-11')} />
          <DatePicker label="Last day off" name="lastDay" defaultValue={dayjs('2025-08-22')} />
        </Stack>
        <Stack direction="row" spacing={2} alignItems="center">
          <Button type="submit" variant="contained">
            Request leave
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {submitted ?? 'Submitted form data appears here.'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
