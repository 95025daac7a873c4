import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const options = [
  { value: 'UTC', label: '"UTC"' },
  { value: 'default', label: '"default" (library default zone)' },
  { value: 'system', label: '"system" (this device)' },
  { value: 'Europe/Paris', label: '"Europe/Paris"' },
  { value: 'America/New_York', label: '"America/New_York"' },
  { value: 'Asia/Kathmandu', label: '"Asia/Kathmandu" (+05:45)' },
];

// A solar eclipse maximum, stored as a UTC instant.
const eclipse = dayjs.utc('2026-08-12T17:46:00Z');

export default function TimezoneValuePlayground() {
  // Starts on an explicit zone: "system" and "default" only render after someone picks them.
  const [zone, setZone] = React.useState('UTC');
  const [value, setValue] = React.useState<Dayjs | null>(eclipse);

  const rendered = value?.isValid()
    ? zone === 'system' || zone === 'default'
      ? value.local()
      : value.tz(zone)
    : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <TextField
          select
          label="timezone prop"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker
          label="Eclipse maximum"
          value={value}
          onChange={setValue}
          timezone={zone}
          ampm={false}
        />
        <Typography variant="body2">
          Offset shown: <code>{rendered ? rendered.format('Z') : '—'}</code>
          <br />
          Value in state: <code>{value?.isValid() ? value.format('YYYY-MM-DD HH:mm Z') : '—'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
