import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

type Mode = 'editable' | 'readOnly' | 'disabled';

const explanations: Record<Mode, string> = {
  editable: 'Anyone on the exams team can move the session.',
  readOnly: 'Published: months can be browsed, the day cannot change.',
  disabled: 'Locked: the calendar ignores every interaction.',
};

export default function ExamRoomStates() {
  const [mode, setMode] = React.useState<Mode>('readOnly');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <Stack spacing={1} sx={{ pt: 2, maxWidth: 240 }}>
          <Typography variant="subtitle2" component="p" id="exam-mode-label">
            Chemistry final, room B12
          </Typography>
          <RadioGroup
            aria-labelledby="exam-mode-label"
            value={mode}
            onChange={(event) => setMode(event.target.value as Mode)}
          >
            <FormControlLabel value="editable" control={<Radio size="small" />} label="Editable" />
            <FormControlLabel value="readOnly" control={<Radio size="small" />} label="readOnly" />
            <FormControlLabel value="disabled" control={<Radio size="small" />} label="disabled" />
          </RadioGroup>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {explanations[mode]}
          </Typography>
        </Stack>
        <DateCalendar
          defaultValue={dayjs('2025-06-19')}
          readOnly={mode === 'readOnly'}
          disabled={mode === 'disabled'}
        />
      </Stack>
    </LocalizationProvider>
  );
}
