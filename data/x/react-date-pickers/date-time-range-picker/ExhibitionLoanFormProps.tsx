import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function ExhibitionLoanFormProps() {
  const [sent, setSent] = React.useState<string[]>([]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent([...data.entries()].map(([key, entry]) => `${key}: ${String(entry)}`));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" onSubmit={handleSubmit} noValidate sx={{ maxWidth: 440 }}>
        <Stack spacing={2}>
          <DateTimeRangePicker
            label="Loan agreed with the lender"
            name="loanPeriod"
            defaultValue={[dayjs('2025-04-01T09:00'), dayjs('2025-09-30T18:00')]}
            ampm={false}
            readOnly
            slotProps={{ textField: { helperText: 'Read-only: fixed by contract' } }}
          />
          <DateTimeRangePicker
            label="Public opening"
            name="publicOpening"
            defaultValue={[dayjs('2025-04-12T10:00'), dayjs('2025-09-21T17:00')]}
            ampm={false}
            slotProps={{ textField: { helperText: 'Editable' } }}
          />
          <DateTimeRangePicker
            label="Press preview"
            name="pressPreview"
            defaultValue={[dayjs('2025-04-10T18:00'), dayjs('2025-04-10T21:00')]}
            ampm={false}
            disabled
            slotProps={{ textField: { helperText: 'Disabled: left out of the form data' } }}
          />
        </Stack>
        <Button type="submit" variant="contained" size="small" sx={{ mt: 2 }}>
          Submit
        </Button>
        <Box aria-live="polite" sx={{ color: 'text.secondary', mt: 1 }}>
          {sent.length > 0 ? (
            <Box component="ul" sx={{ pl: 2, my: 0 }}>
              {sent.map((line) => (
                <Typography key={line} component="li" variant="body2">
                  {line}
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography variant="body2">Submit to see the form data.</Typography>
          )}
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
