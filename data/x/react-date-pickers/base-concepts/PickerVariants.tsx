import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const departure = dayjs('2025-08-02');

export default function PickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <DatePicker
          label="Responsive"
          defaultValue={departure}
          slotProps={{ textField: { helperText: 'Popover with a mouse, dialog on touch' } }}
        />
        <DatePicker
          label="Responsive by width"
          defaultValue={departure}
          desktopModeMediaQuery="@media (min-width: 900px)"
          slotProps={{ textField: { helperText: 'Popover from 900 px wide' } }}
        />
        <DesktopDatePicker
          label="Desktop"
          defaultValue={departure}
          slotProps={{ textField: { helperText: 'Always a popover' } }}
        />
        <MobileDatePicker
          label="Mobile"
          defaultValue={departure}
          slotProps={{ textField: { helperText: 'Always a dialog' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
