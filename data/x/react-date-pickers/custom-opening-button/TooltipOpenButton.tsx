import * as React from 'react';
import dayjs from 'dayjs';
import IconButton, { IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Receives the picker's props for the button (onClick, aria-label, disabled, edge)
// and the icon as `children`.
function OpenCalendarButton(props: IconButtonProps) {
  return (
    <Tooltip title="Open the calendar (or type the date)" describeChild>
      <IconButton {...props} />
    </Tooltip>
  );
}

export default function TooltipOpenButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Contract start"
        defaultValue={dayjs('2025-09-01')}
        slots={{ openPickerButton: OpenCalendarButton }}
      />
    </LocalizationProvider>
  );
}
