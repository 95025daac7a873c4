import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

function describe(value: Dayjs | null) {
  return value?.isValid() ? value.format('YYYY-MM-DD HH:mm Z') : 'empty or incomplete';
}

export default function ValueKeepsItsZone() {
  const [utcValue, setUtcValue] = React.useState<Dayjs | null>(dayjs.utc('2025-06-14T09:30'));
  const [tokyoValue, setTokyoValue] = React.useState<Dayjs | null>(
    dayjs.tz('2025-06-14T09:30', 'Asia/Tokyo'),
  );
  const [newYorkValue, setNewYorkValue] = React.useState<Dayjs | null>(null);

  const rows = [
    { label: 'Value created in UTC', value: utcValue, onChange: setUtcValue },
    { label: 'Value created in Tokyo', value: tokyoValue, onChange: setTokyoValue },
    { label: 'Empty, timezone="America/New_York"', value: newYorkValue, onChange: setNewYorkValue },
  ];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        {rows.map((row, index) => (
          <Stack key={row.label} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateTimeField
              label={row.label}
              value={row.value}
              onChange={row.onChange}
              timezone={index === 2 ? 'America/New_York' : undefined}
              ampm={false}
              sx={{ width: 300 }}
            />
            <Typography variant="body2" sx={{ alignSelf: { sm: 'center' } }}>
              onChange gives: <code>{describe(row.value)}</code>
            </Typography>
          </Stack>
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
