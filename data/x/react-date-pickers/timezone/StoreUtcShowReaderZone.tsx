import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// What the API returned for the reminder.
const fromApi = '2025-09-22T13:45:00Z';

export default function StoreUtcShowReaderZone() {
  const [remindAt, setRemindAt] = React.useState<Dayjs | null>(() => dayjs.utc(fromApi));
  // 'UTC' on the server and during hydration, the reader's own zone once mounted.
  const [displayZone, setDisplayZone] = React.useState('UTC');

  React.useEffect(() => {
    setDisplayZone('system');
  }, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ width: 320 }}>
        <DateTimePicker
          label={
            displayZone === 'system'
              ? 'Medication reminder (your time)'
              : 'Medication reminder (UTC)'
          }
          value={remindAt}
          onChange={setRemindAt}
          timezone={displayZone}
          ampm={false}
        />
        <Typography variant="body2" color="text.secondary">
          Saved to the API:{' '}
          <code>{remindAt?.isValid() ? remindAt.toISOString() : 'nothing valid to save'}</code>
          <br />
          Value still in UTC: <code>{String(remindAt?.isUTC() ?? false)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
