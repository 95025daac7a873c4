import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function LandscapeDeliverySlot() {
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs('2025-06-12T14:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <StaticDateTimePicker
          orientation="landscape"
          value={slot}
          onChange={setSlot}
          timeSteps={{ minutes: 30 }}
          localeText={{ toolbarTitle: 'Furniture delivery' }}
          slotProps={{ actionBar: { actions: [] } }}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, width: 'fit-content' }}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {slot ? `The truck arrives ${slot.format('dddd, MMMM D [at] h:mm A')}.` : 'No slot chosen.'}
      </Typography>
    </LocalizationProvider>
  );
}
