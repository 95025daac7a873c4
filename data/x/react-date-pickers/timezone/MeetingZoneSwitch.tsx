import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const venues = [
  { zone: 'Europe/Paris', label: 'Paris office' },
  { zone: 'Asia/Tokyo', label: 'Tokyo office' },
  { zone: 'America/Toronto', label: 'Toronto office' },
];

type Mode = 'instant' | 'clock';

export default function MeetingZoneSwitch() {
  const [zone, setZone] = React.useState('Europe/Paris');
  const [mode, setMode] = React.useState<Mode>('clock');
  const [meeting, setMeeting] = React.useState<Dayjs | null>(
    dayjs.tz('2025-10-14T10:00', 'Europe/Paris'),
  );

  const handleZoneChange = (nextZone: string) => {
    setZone(nextZone);
    if (meeting?.isValid()) {
      // `true` keeps the wall time (10:00) and changes the instant.
      setMeeting(mode === 'clock' ? meeting.tz(nextZone, true) : meeting.tz(nextZone));
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <RadioGroup
          aria-label="When the venue changes"
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
        >
          <FormControlLabel value="clock" control={<Radio />} label="Keep the clock time" />
          <FormControlLabel value="instant" control={<Radio />} label="Keep the instant" />
        </RadioGroup>
        <TextField
          select
          label="Venue"
          value={zone}
          onChange={(event) => handleZoneChange(event.target.value)}
        >
          {venues.map((venue) => (
            <MenuItem key={venue.zone} value={venue.zone}>
              {venue.label}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker
          label={`Board meeting (${zone})`}
          value={meeting}
          onChange={setMeeting}
          timezone={zone}
          ampm={false}
        />
        <Typography variant="body2" color="text.secondary">
          Instant (UTC):{' '}
          <code>{meeting?.isValid() ? meeting.utc().format('YYYY-MM-DD HH:mm') : '—'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
