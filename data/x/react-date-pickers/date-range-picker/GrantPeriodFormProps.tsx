import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function GrantPeriodFormProps() {
  const [sent, setSent] = React.useState('Submit to see the form data.');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const lines = [...data.entries()].map(([key, entry]) => `${key}: ${String(entry)}`);
    setSent(lines.join(' | '));
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
          <DateRangePicker
            label="Funding period"
            name="fundingPeriod"
            defaultValue={[dayjs('2025-01-01'), dayjs('2027-12-31')]}
            readOnly
            slotProps={{ textField: { helperText: 'Read-only: set by the funder' } }}
          />
          <DateRangePicker
            label="Field study"
            name="fieldStudy"
            defaultValue={[dayjs('2025-05-05'), dayjs('2025-06-27')]}
            slotProps={{ textField: { helperText: 'Editable' } }}
          />
          <DateRangePicker
            label="Interim audit"
            name="interimAudit"
            defaultValue={[dayjs('2026-02-02'), dayjs('2026-02-06')]}
            disabled
            slotProps={{ textField: { helperText: 'Disabled: not submitted' } }}
          />
        </Box>
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button type="submit" variant="contained" size="small">
            Submit
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
            {sent}
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
