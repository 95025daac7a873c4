import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const lastWatering = dayjs('2025-04-22');

export default function PlantWateringUncontrolled() {
  // The calendar owns its value; this state only mirrors it for the summary.
  const [picked, setPicked] = React.useState<Dayjs | null>(lastWatering);
  // Changing the key remounts the calendar, which brings back its defaultValue.
  const [resetKey, setResetKey] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <DateCalendar
          key={resetKey}
          defaultValue={lastWatering}
          onChange={(day) => setPicked(day)}
        />
        <Stack spacing={1} sx={{ pt: 2, maxWidth: 240 }}>
          <Typography variant="subtitle2" component="p">
            Fern, watered every 4 days
          </Typography>
          <Typography variant="body2">
            {picked
              ? `Watered ${picked.format('MMM D')}, next on ${picked.add(4, 'day').format('MMM D')}.`
              : 'No watering logged.'}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              setResetKey((key) => key + 1);
              setPicked(lastWatering);
            }}
          >
            Back to last logged day
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
