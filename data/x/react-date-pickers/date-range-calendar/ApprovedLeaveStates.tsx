import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

type Mode = 'editable' | 'readOnly' | 'disabled';

const explanations: Record<Mode, string> = {
  editable: 'Draft: click to change the dates.',
  readOnly: 'Approved: readable and focusable, but fixed.',
  disabled: 'Cancelled: the calendar is inactive.',
};

export default function ApprovedLeaveStates() {
  const [mode, setMode] = React.useState<Mode>('readOnly');
  const labelId = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography id={labelId} variant="body2" component="p">
          Request status
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          aria-labelledby={labelId}
          onChange={(_, next: Mode | null) => next && setMode(next)}
        >
          <ToggleButton value="editable">Draft</ToggleButton>
          <ToggleButton value="readOnly">Approved</ToggleButton>
          <ToggleButton value="disabled">Cancelled</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2026-02-09'), dayjs('2026-02-13')]}
          readOnly={mode === 'readOnly'}
          disabled={mode === 'disabled'}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {explanations[mode]}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
