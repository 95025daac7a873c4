import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const reminders = [
  { value: 0, label: 'At start time' },
  { value: 10, label: '10 minutes before' },
  { value: 30, label: '30 minutes before' },
  { value: 60, label: '1 hour before' },
];

export default function FilledStandardSelect() {
  const filledId = React.useId();
  const standardId = React.useId();
  const [meetingReminder, setMeetingReminder] = React.useState<number | ''>(10);
  const [taskReminder, setTaskReminder] = React.useState<number | ''>('');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <FormControl variant="filled" sx={{ minWidth: 220 }}>
        <InputLabel id={filledId}>Meeting reminder</InputLabel>
        <Select
          labelId={filledId}
          value={meetingReminder}
          onChange={(event: SelectChangeEvent<number | ''>) => setMeetingReminder(event.target.value)}
        >
          {reminders.map((item) => (
            <MenuItem key={item.value} value={item.value}>
              {item.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl variant="standard" sx={{ minWidth: 220 }}>
        <InputLabel id={standardId}>Task reminder</InputLabel>
        <Select
          labelId={standardId}
          value={taskReminder}
          onChange={(event: SelectChangeEvent<number | ''>) => setTaskReminder(event.target.value)}
        >
          <MenuItem value="">
            <em>No reminder</em>
          </MenuItem>
          {reminders.map((item) => (
            <MenuItem key={item.value} value={item.value}>
              {item.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
