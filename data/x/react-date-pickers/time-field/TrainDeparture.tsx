import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const travelMinutes = 135;

export default function TrainDeparture() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2025-09-19T07:42'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 300 }}>
        <TimeField
          label="Departure"
          value={departure}
          onChange={setDeparture}
          ampm={false}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {departure?.isValid()
            ? `Arrival at ${departure.add(travelMinutes, 'minute').format('HH:mm')} (2 h 15 min).`
            : 'Enter the departure time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
