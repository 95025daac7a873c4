import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { TimePickerToolbar, TimePickerToolbarProps } from '@mui/x-date-pickers/TimePicker';

function PickupToolbar(props: TimePickerToolbarProps) {
  if (props.hidden) {
    return null;
  }

  return (
    // The layout's class goes on the root, the built-in toolbar keeps the rest.
    <Box className={props.className} sx={{ display: 'flex', flexDirection: 'column' }}>
      <TimePickerToolbar {...props} className={undefined} />
      <Chip
        icon={<StorefrontIcon />}
        label="Pharmacy open 08:00 – 19:00"
        variant="outlined"
        size="small"
        sx={{ mx: 3, mb: 1, alignSelf: 'flex-start' }}
      />
    </Box>
  );
}

export default function PickupTimeToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticTimePicker
        defaultValue={dayjs('2025-06-11T17:30')}
        minTime={dayjs('2025-06-11T08:00')}
        maxTime={dayjs('2025-06-11T19:00')}
        localeText={{ toolbarTitle: 'Pickup time' }}
        slots={{ toolbar: PickupToolbar }}
        slotProps={{ actionBar: { actions: ['accept'] } }}
      />
    </LocalizationProvider>
  );
}
