import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const deliveryDay = dayjs('2025-06-20');

export default function DeliveryWindowField() {
  const [slot, setSlot] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-20T14:00'),
    dayjs('2025-06-20T18:00'),
  ]);
  const [from, to] = slot;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 300 }}>
        <SingleInputTimeRangeField
          label="Delivery window"
          value={slot}
          onChange={(newValue) => setSlot(newValue)}
          referenceDate={deliveryDay}
          ampm={false}
          clearable
        />
        <Typography variant="body2" color="text.secondary">
          {from?.isValid() && to?.isValid()
            ? `The driver arrives on ${from.format('dddd')} between ${from.format('HH:mm')} and ${to.format('HH:mm')}.`
            : 'Type a start and an end time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
