import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const logFormat = 'YYYY-MM-DD HH:mm:ss';

export default function LogFilterBar() {
  const [from, setFrom] = React.useState<Dayjs | null>(dayjs('2025-08-12T14:00:00'));
  const [to, setTo] = React.useState<Dayjs | null>(dayjs('2025-08-12T14:30:00'));
  const [query, setQuery] = React.useState('');

  const valid = from?.isValid() && to?.isValid() && !to.isBefore(from);

  const apply = () => {
    if (from && to) {
      setQuery(`/logs?from=${from.format('YYYY-MM-DDTHH:mm:ss')}&to=${to.format('YYYY-MM-DDTHH:mm:ss')}`);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
          <DateTimeField
            label="From"
            size="small"
            format={logFormat}
            value={from}
            onChange={setFrom}
            clearable
          />
          <DateTimeField
            label="To"
            size="small"
            format={logFormat}
            value={to}
            onChange={setTo}
            minDateTime={from?.isValid() ? from : undefined}
            clearable
          />
          <Button variant="contained" onClick={apply} disabled={!valid}>
            Show logs
          </Button>
        </Stack>
        <Box component="code" sx={{ fontSize: 13, color: 'text.secondary', minHeight: 20 }}>
          {query || 'Paste timestamps from a log line, then press "Show logs".'}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
