import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = ['UTC', 'America/New_York', 'Europe/Paris', 'Asia/Tokyo'];

export default function WebinarTimezones() {
  // What the server stores: an instant in UTC.
  const [start, setStart] = React.useState<Dayjs | null>(dayjs.utc('2025-06-14T15:00:00Z'));
  const [zone, setZone] = React.useState('Europe/Paris');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={zone}
          onChange={(_, next: string | null) => next && setZone(next)}
          aria-label="Time zone used by the picker"
        >
          {zones.map((name) => (
            <ToggleButton key={name} value={name}>
              {name.split('/').pop()?.replace('_', ' ')}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateTimePicker
          label={`Webinar start (${zone})`}
          value={start}
          onChange={setStart}
          timezone={zone}
          ampm={false}
        />
        <Typography variant="body2">
          Stored value: <code>{start?.isValid() ? start.toISOString() : 'invalid'}</code>
        </Typography>
        <Table size="small" sx={{ maxWidth: 420 }}>
          <TableBody>
            {zones.map((name) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell>
                  {start?.isValid() ? start.tz(name).format('ddd D MMM, HH:mm') : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </LocalizationProvider>
  );
}
