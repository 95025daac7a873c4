import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const day = '2025-07-05';
const clockSx = { width: 130, maxHeight: 200, border: 1, borderColor: 'divider', borderRadius: 1 };
const first = dayjs(`${day}T06:00`);
const last = dayjs(`${day}T21:00`);
// Sailings every 45 minutes: 06:00, 06:45, 07:30…
const sailingProps = {
  timeStep: 45,
  ampm: false,
  minTime: first,
  maxTime: last,
  skipDisabled: true,
  sx: clockSx,
};

export default function FerrySailingClockModes() {
  const [outbound, setOutbound] = React.useState('08:15');
  const [inbound, setInbound] = React.useState<Dayjs | null>(dayjs(`${day}T17:15`));
  const shift = (minutes: number) => setInbound((current) => current && current.add(minutes, 'minute'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <Stack spacing={1}>
          <Typography variant="body2">Outbound (uncontrolled)</Typography>
          <DigitalClock
            {...sailingProps}
            defaultValue={dayjs(`${day}T08:15`)}
            onChange={(value) => setOutbound(value ? value.format('HH:mm') : 'none')}
          />
          <Typography variant="body2" color="text.secondary">
            Reported: {outbound}
          </Typography>
        </Stack>
        <Stack spacing={1}>
          <Typography variant="body2">Return (controlled)</Typography>
          <DigitalClock {...sailingProps} value={inbound} onChange={setInbound} />
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              disabled={!inbound || !inbound.isAfter(first)}
              onClick={() => shift(-45)}
            >
              Earlier
            </Button>
            <Button
              size="small"
              variant="outlined"
              disabled={!inbound || !inbound.add(45, 'minute').isBefore(last.add(1, 'minute'))}
              onClick={() => shift(45)}
            >
              Later
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            State: {inbound ? inbound.format('HH:mm') : 'none'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
