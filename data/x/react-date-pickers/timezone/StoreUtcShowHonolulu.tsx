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

const BEACH_ZONE = 'Pacific/Honolulu';

function saveLesson(startsAt: string) {
  // A simulated server that echoes what it stored.
  return new Promise<string>((resolve) => {
    setTimeout(() => resolve(startsAt), 400);
  });
}

export default function StoreUtcShowHonolulu() {
  const [lesson, setLesson] = React.useState<Dayjs | null>(dayjs.utc('2025-08-16T17:30:00Z'));
  const [saved, setSaved] = React.useState<string | null>(null);

  const handleSave = async () => {
    if (lesson?.isValid()) {
      setSaved(await saveLesson(lesson.toISOString()));
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320, alignItems: 'flex-start' }}>
        <DateTimePicker
          label="Surf lesson (Waikiki time)"
          value={lesson}
          onChange={(next) => {
            setLesson(next);
            setSaved(null);
          }}
          timezone={BEACH_ZONE}
          ampm={false}
        />
        <Button variant="outlined" onClick={handleSave} disabled={!lesson?.isValid()}>
          Save lesson
        </Button>
        <Typography variant="body2" color="text.secondary">
          In state (UTC):{' '}
          <code>{lesson?.isValid() ? lesson.format('YYYY-MM-DD HH:mm Z') : '—'}</code>
          <br />
          Server stored: <code>{saved ?? 'not saved yet'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
