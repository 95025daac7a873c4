import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ReferenceDateBoarding() {
  const [boarding, setBoarding] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        {/* Ferries board at 06:45: picking a day alone already gives that time. */}
        <DateTimePicker
          label="Ferry boarding"
          value={boarding}
          onChange={setBoarding}
          referenceDate={dayjs('2025-09-21T06:45')}
        />
        <Typography variant="body2">
          Stored value:{' '}
          <code>{boarding?.isValid() ? boarding.format('YYYY-MM-DD HH:mm') : 'null'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
