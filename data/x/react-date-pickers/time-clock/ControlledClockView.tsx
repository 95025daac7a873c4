import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { TimeView } from '@mui/x-date-pickers/models';

export default function ControlledClockView() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-03T14:25:40'));
  const [view, setView] = React.useState<TimeView>('minutes');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="center">
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: TimeView | null) => next && setView(next)}
          aria-label="Clock view"
        >
          <ToggleButton value="hours">Hours {value?.format('HH')}</ToggleButton>
          <ToggleButton value="minutes">Minutes {value?.format('mm')}</ToggleButton>
          <ToggleButton value="seconds">Seconds {value?.format('ss')}</ToggleButton>
        </ToggleButtonGroup>
        <TimeClock
          value={value}
          onChange={setValue}
          views={['hours', 'minutes', 'seconds']}
          view={view}
          onViewChange={setView}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
