import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

export default function CheckOutRangePosition() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-12-27'),
    dayjs('2026-01-02'),
  ]);
  const [position, setPosition] = React.useState<RangePosition>('start');
  const [open, setOpen] = React.useState(false);

  const editEnd = (end: RangePosition) => {
    setPosition(end);
    setOpen(true);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DateRangePicker
          label="Booking"
          value={stay}
          onChange={(newValue) => setStay(newValue)}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          rangePosition={position}
          onRangePositionChange={setPosition}
        />
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => editEnd('start')}>
            Change check-in
          </Button>
          <Button size="small" variant="outlined" onClick={() => editEnd('end')}>
            Change check-out
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
