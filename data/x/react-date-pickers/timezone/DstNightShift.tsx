import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const PLANT_ZONE = 'America/New_York';

const nights = [
  { label: 'Ordinary night', start: '2025-06-14T22:00', end: '2025-06-15T06:00' },
  { label: 'Clocks go forward', start: '2025-03-08T22:00', end: '2025-03-09T06:00' },
  { label: 'Clocks go back', start: '2025-11-01T22:00', end: '2025-11-02T06:00' },
];

function inPlantZone(text: string) {
  return dayjs.tz(text, PLANT_ZONE);
}

export default function DstNightShift() {
  const [start, setStart] = React.useState<Dayjs | null>(inPlantZone(nights[1].start));
  const [end, setEnd] = React.useState<Dayjs | null>(inPlantZone(nights[1].end));

  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') / 60 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {nights.map((night) => (
            <Button
              key={night.label}
              size="small"
              variant="outlined"
              onClick={() => {
                setStart(inPlantZone(night.start));
                setEnd(inPlantZone(night.end));
              }}
            >
              {night.label}
            </Button>
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimePicker
            label="Shift starts (plant time)"
            value={start}
            onChange={setStart}
            ampm={false}
          />
          <DateTimePicker
            label="Shift ends (plant time)"
            value={end}
            onChange={setEnd}
            ampm={false}
          />
        </Stack>
        <Typography variant="body2">
          Hours actually worked: <strong>{hours === null ? '—' : hours}</strong>
          {start?.isValid() && end?.isValid()
            ? ` (offsets ${start.format('Z')} → ${end.format('Z')})`
            : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
