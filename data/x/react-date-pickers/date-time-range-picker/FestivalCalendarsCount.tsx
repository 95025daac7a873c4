import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

type Months = 1 | 2 | 3;

export default function FestivalCalendarsCount() {
  const [calendars, setCalendars] = React.useState<Months>(2);
  const labelId = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 440 }}>
        <div>
          <Typography id={labelId} variant="body2" component="p" gutterBottom>
            Months in the popup
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={calendars}
            aria-labelledby={labelId}
            onChange={(_, next: Months | null) => next && setCalendars(next)}
          >
            {([1, 2, 3] as const).map((count) => (
              <ToggleButton key={count} value={count}>
                {count}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
        <DateTimeRangePicker
          label="Summer festival, stage build to teardown"
          calendars={calendars}
          defaultValue={[dayjs('2025-07-08T07:00'), dayjs('2025-08-17T20:00')]}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
