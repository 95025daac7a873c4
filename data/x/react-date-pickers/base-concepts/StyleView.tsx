import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// The bakery's pickup counter opens from 07:00 to 10:30 on Saturday.
const opens = dayjs('2025-04-12T07:00');
const closes = dayjs('2025-04-12T10:30');

export default function StyleView() {
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs('2025-04-12T08:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <DigitalClock
            value={slot}
            onChange={setSlot}
            referenceDate={opens}
            minTime={opens}
            maxTime={closes}
            timeStep={30}
            skipDisabled
          />
        </Box>
        <Typography role="status">
          {slot ? `Pickup on Saturday at ${slot.format('HH:mm')}` : 'Choose a pickup time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
