import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay2 } from '@mui/x-date-pickers/PickerDay2';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay2 } from '@mui/x-date-pickers-pro/DateRangePickerDay2';

export default function SingleElementDays() {
  const [mode, setMode] = React.useState<'single' | 'range'>('single');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_, next: 'single' | 'range' | null) => next && setMode(next)}
          aria-label="Calendar"
        >
          <ToggleButton value="single">Class day</ToggleButton>
          <ToggleButton value="range">Course dates</ToggleButton>
        </ToggleButtonGroup>
        {mode === 'single' ? (
          // One button per day, no wrapper elements.
          <DateCalendar defaultValue={dayjs('2025-10-09')} slots={{ day: PickerDay2 }} />
        ) : (
          // The range band is drawn by ::before, the hover preview by ::after.
          <DateRangeCalendar
            calendars={1}
            defaultValue={[dayjs('2025-10-13'), dayjs('2025-10-17')]}
            slots={{ day: DateRangePickerDay2 }}
          />
        )}
      </Stack>
    </LocalizationProvider>
  );
}
