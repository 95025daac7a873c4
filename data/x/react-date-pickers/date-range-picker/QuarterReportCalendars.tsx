import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

type Months = 1 | 2 | 3;

export default function QuarterReportCalendars() {
  const [calendars, setCalendars] = React.useState<Months>(3);
  const [quarter, setQuarter] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-01'),
    dayjs('2025-06-30'),
  ]);
  const labelId = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
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
        <DateRangePicker
          label="Reporting period"
          calendars={calendars}
          value={quarter}
          onChange={(newValue) => setQuarter(newValue)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
