import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function CheckInToolbar(props: DatePickerToolbarProps) {
  // `className` places the toolbar in the layout's grid; `hidden` is set on desktop layouts.
  const { className, hidden } = props;
  const { value, view, setView } = usePickerContext<Dayjs | null>();

  if (hidden) {
    return null;
  }

  return (
    <Box
      className={className}
      sx={{ px: 3, pt: 2, pb: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Typography variant="overline" component="p">
        Check-in
      </Typography>
      <Button
        color="inherit"
        size="small"
        onClick={() => setView(view === 'year' ? 'day' : 'year')}
        aria-label={view === 'year' ? 'Back to the calendar' : 'Choose another year'}
        sx={{ px: 0, minWidth: 0, opacity: view === 'year' ? 1 : 0.8 }}
      >
        {value ? value.format('YYYY') : '----'}
      </Button>
      <Typography variant="h5" component="p">
        {value ? value.format('ddd, MMMM D') : 'Pick a day'}
      </Typography>
      <Typography variant="body2" component="p" sx={{ opacity: 0.8 }}>
        {value ? `Check-out ${value.add(3, 'day').format('ddd, MMMM D')} (3 nights)` : ' '}
      </Typography>
    </Box>
  );
}

export default function BookingToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-08-08')}
        orientation="portrait"
        slots={{ toolbar: CheckInToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
