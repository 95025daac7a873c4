import * as React from 'react';
import dayjs from 'dayjs';
import EventNoteIcon from '@mui/icons-material/EventNote';
import AlarmIcon from '@mui/icons-material/Alarm';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function ShiftTabsIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-09-15T06:30')}
        displayStaticWrapperAs="desktop"
        slotProps={{
          tabs: {
            // The desktop layout hides the tabs by default: force them on.
            hidden: false,
            dateIcon: <EventNoteIcon />,
            timeIcon: <AlarmIcon />,
          },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
