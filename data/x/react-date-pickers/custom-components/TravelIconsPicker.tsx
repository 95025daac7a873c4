import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The same icon slots for both components.
const iconSlots = {
  leftArrowIcon: ChevronLeftIcon,
  rightArrowIcon: ChevronRightIcon,
  switchViewIcon: ExpandMoreIcon,
};

export default function TravelIconsPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Departure"
          defaultValue={dayjs('2025-07-04')}
          slots={{ ...iconSlots, openPickerIcon: FlightTakeoffIcon }}
          slotProps={{
            openPickerButton: { color: 'primary' },
            openPickerIcon: { fontSize: 'small' },
            textField: { helperText: 'Flights leave from Terminal 2' },
          }}
          sx={{ mt: 1, width: 260 }}
        />
        <DateCalendar
          defaultValue={dayjs('2025-07-04')}
          slots={iconSlots}
          slotProps={{
            previousIconButton: { size: 'small' },
            nextIconButton: { size: 'small' },
            calendarHeader: { sx: { pl: 2.5 } },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
