import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const defaultClosing = dayjs('2025-06-16T22:00');

export default function GateTimesValueModes() {
  // Uncontrolled: the picker keeps its own state; we only hear about committed values.
  const [lastOpening, setLastOpening] = React.useState('06:30 (initial)');
  // Controlled: this component owns the value and can change it from outside.
  const [closing, setClosing] = React.useState<Dayjs | null>(defaultClosing);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ width: 260 }}>
          <TimePicker
            label="Car park opens"
            defaultValue={dayjs('2025-06-16T06:30')}
            ampm={false}
            onAccept={(value) => setLastOpening(value ? value.format('HH:mm') : 'none')}
          />
          <Typography variant="body2" color="text.secondary">
            Last committed opening time: {lastOpening}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ width: 260, alignItems: 'flex-start' }}>
          <TimePicker
            label="Car park closes"
            value={closing}
            onChange={setClosing}
            ampm={false}
            sx={{ width: '100%' }}
          />
          <Typography variant="body2" color="text.secondary">
            State: {closing?.isValid() ? closing.format('HH:mm') : 'empty or incomplete'}
          </Typography>
          <Button size="small" onClick={() => setClosing(defaultClosing)}>
            Reset to 22:00
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
