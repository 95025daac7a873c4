import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const day = dayjs('2025-06-14');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'standup', label: 'Stand-up (9:15)', getValue: () => day.hour(9).minute(15) },
  { id: 'lunch', label: 'After lunch (13:30)', getValue: () => day.hour(13).minute(30) },
  { id: 'wrap-up', label: 'Wrap-up (17:00)', getValue: () => day.hour(17).minute(0) },
];

export default function MeetingTimeShortcuts() {
  const [time, setTime] = React.useState<Dayjs | null>(day.hour(10).minute(0));
  const [source, setSource] = React.useState('none yet');
  const [accepted, setAccepted] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <StaticTimePicker
          value={time}
          onChange={(newValue, context) => {
            setTime(newValue);
            setSource(context.shortcut ? `shortcut "${context.shortcut.label}"` : 'the clock');
          }}
          onAccept={(newValue) => setAccepted(newValue)}
          orientation="portrait"
          slotProps={{
            shortcuts: { items: shortcuts, changeImportance: 'set' },
            actionBar: { actions: ['cancel', 'accept'] },
          }}
        />
        <Typography variant="body2">Last change came from: {source}</Typography>
        <Typography variant="body2" color="text.secondary">
          {accepted
            ? `Meeting booked for ${accepted.format('HH:mm')}`
            : 'Press OK to book the meeting'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
