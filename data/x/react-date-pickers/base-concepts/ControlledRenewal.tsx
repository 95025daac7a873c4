import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const contractStart = dayjs('2025-02-01');

export default function ControlledRenewal() {
  // Controlled: this state is the single source of truth for the picker.
  const [renewal, setRenewal] = React.useState<Dayjs | null>(contractStart.add(1, 'year'));
  // Uncontrolled: the picker keeps its own value, we only observe the changes.
  const [lastNote, setLastNote] = React.useState('No change yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <Stack spacing={1.5}>
          <DatePicker label="Renewal date" value={renewal} onChange={setRenewal} />
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setRenewal(contractStart.add(6, 'month'))}>
              6 months
            </Button>
            <Button size="small" onClick={() => setRenewal(contractStart.add(1, 'year'))}>
              1 year
            </Button>
            <Button size="small" onClick={() => setRenewal(null)}>
              Clear
            </Button>
          </Stack>
        </Stack>
        <Stack spacing={1}>
          <DatePicker
            label="Reminder date"
            defaultValue={contractStart.add(11, 'month')}
            onChange={(newValue) =>
              setLastNote(
                newValue?.isValid()
                  ? `Reminder moved to ${newValue.format('MMM D, YYYY')}`
                  : 'Reminder cleared or incomplete',
              )
            }
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {lastNote}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
