import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerActionsContext, usePickerContext } from '@mui/x-date-pickers/hooks';

// v7 passed value, onAccept, onClear... as props. In v8 the slot reads them from context.
function BookingBar(props: PickersActionBarProps) {
  const { className } = props;
  const { value } = usePickerContext();
  const { clearValue, acceptValueChanges } = usePickerActionsContext();

  return (
    <Box
      className={className}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pb: 2, flexWrap: 'wrap' }}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 160 }}>
        {value ? value.format('dddd D MMMM YYYY') : 'No date chosen'}
      </Typography>
      <Button size="small" onClick={clearValue}>
        Clear
      </Button>
      <Button size="small" variant="contained" disabled={!value} onClick={acceptValueChanges}>
        Book
      </Button>
    </Box>
  );
}

export default function BookingActionBar() {
  const [booked, setBooked] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-06-14')}
          slots={{ actionBar: BookingBar }}
          onAccept={(newValue) => setBooked(newValue ? newValue.format('D MMM YYYY') : null)}
        />
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {booked ? `Table booked for ${booked}` : 'Pick a date, then press Book.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
