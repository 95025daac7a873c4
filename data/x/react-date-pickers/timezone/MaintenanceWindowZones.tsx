import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const teams = [
  { team: 'Operations', zone: 'UTC' },
  { team: 'Bangalore support', zone: 'Asia/Kolkata' },
  { team: 'Seattle on-call', zone: 'America/Los_Angeles' },
];

export default function MaintenanceWindowZones() {
  const [windowStart, setWindowStart] = React.useState<Dayjs | null>(
    dayjs.utc('2025-11-09T02:00:00Z'),
  );
  const [freezeDay, setFreezeDay] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {/* One UTC value, three renderings: only the `timezone` prop differs. */}
          {teams.map(({ team, zone }) => (
            <DateTimePicker
              key={zone}
              label={`Maintenance start (${team}, ${zone})`}
              value={windowStart}
              onChange={setWindowStart}
              timezone={zone}
              ampm={false}
              sx={{ minWidth: 250 }}
            />
          ))}
        </Stack>
        {/* No value to read a zone from: the prop decides the zone of "today" and of the result. */}
        <DatePicker
          label="Code freeze day (Tokyo)"
          value={freezeDay}
          onChange={setFreezeDay}
          timezone="Asia/Tokyo"
          disablePast
          sx={{ width: 250 }}
        />
        <Typography variant="body2">
          Stored start: <code>{windowStart?.isValid() ? windowStart.toISOString() : '—'}</code>
          <br />
          Freeze day returned as:{' '}
          <code>{freezeDay?.isValid() ? freezeDay.format('YYYY-MM-DD Z') : 'not chosen yet'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
