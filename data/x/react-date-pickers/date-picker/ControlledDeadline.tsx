import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const kickoff = dayjs('2025-06-02');

function describe(deadline: Dayjs | null) {
  if (deadline === null) {
    return { label: 'No deadline', color: 'default' as const };
  }
  if (!deadline.isValid()) {
    return { label: 'Not a real date', color: 'error' as const };
  }
  const days = deadline.diff(kickoff, 'day');
  if (days < 0) {
    return { label: 'Before kickoff', color: 'error' as const };
  }
  const weeks = Math.floor(days / 7);
  return {
    label: `${weeks} week${weeks === 1 ? '' : 's'} and ${days % 7} day${days % 7 === 1 ? '' : 's'} after kickoff`,
    color: weeks < 2 ? ('warning' as const) : ('success' as const),
  };
}

export default function ControlledDeadline() {
  const [deadline, setDeadline] = React.useState<Dayjs | null>(dayjs('2025-07-18'));
  const summary = describe(deadline);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <DatePicker
          label="Project deadline"
          value={deadline}
          onChange={(newValue) => setDeadline(newValue)}
          referenceDate={kickoff}
          slotProps={{ field: { clearable: true } }}
        />
        <Chip label={summary.label} color={summary.color} variant="outlined" />
      </Stack>
    </LocalizationProvider>
  );
}
