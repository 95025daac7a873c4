import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

const day = '2025-09-09';

export default function RecordingStudioFormProps() {
  const [sent, setSent] = React.useState('Submit to see the form data.');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent([...data.entries()].map(([key, entry]) => `${key}: ${String(entry)}`).join(' | '));
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
          <TimeRangePicker
            label="Engineer on site"
            name="engineer"
            defaultValue={[dayjs(`${day}T09:00`), dayjs(`${day}T18:00`)]}
            readOnly
            slotProps={{ textField: { helperText: 'Read-only: from the staff rota' } }}
          />
          <TimeRangePicker
            label="Band session"
            name="session"
            defaultValue={[dayjs(`${day}T11:00`), dayjs(`${day}T15:30`)]}
            slotProps={{ textField: { helperText: 'Editable' } }}
          />
          <TimeRangePicker
            label="Mixing room"
            name="mixing"
            defaultValue={[dayjs(`${day}T16:00`), dayjs(`${day}T17:00`)]}
            disabled
            slotProps={{ textField: { helperText: 'Disabled: room under repair' } }}
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
