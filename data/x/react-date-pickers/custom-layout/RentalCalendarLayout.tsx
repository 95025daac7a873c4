import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import {
  PickersLayoutContentWrapper,
  PickersLayoutProps,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';

const opening = dayjs('2025-07-01');
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Opening day', getValue: () => opening },
  { label: 'First weekend', getValue: () => dayjs('2025-07-05') },
  { label: 'Bastille Day', getValue: () => dayjs('2025-07-14') },
];

function RentalLayout(
  props: PickersLayoutProps<Dayjs | null> & React.RefAttributes<HTMLDivElement>,
) {
  const {
    toolbar,
    tabs,
    content,
    actionBar,
    shortcuts: shortcutList,
    ownerState,
  } = usePickerLayout(props);

  // DOM order = reading and Tab order: toolbar, shortcuts, calendar, note, actions.
  return (
    <Box
      ref={props.ref}
      className={props.className}
      sx={[
        { display: 'flex', flexDirection: 'column', width: 340, bgcolor: 'background.paper' },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    >
      {toolbar}
      {shortcutList}
      <Divider />
      <PickersLayoutContentWrapper
        className={pickersLayoutClasses.contentWrapper}
        ownerState={ownerState}
      >
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
      <Typography variant="caption" color="text.secondary" sx={{ px: 3 }}>
        Check-in from 4 PM, check-out by 10 AM. Open from July 1.
      </Typography>
      {actionBar}
    </Box>
  );
}

export default function RentalCalendarLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-07-05')}
        minDate={opening}
        orientation="portrait"
        slots={{ layout: RentalLayout }}
        slotProps={{
          toolbar: { hidden: true },
          shortcuts: {
            items: shortcuts,
            // A horizontal row of chips instead of the default column.
            sx: {
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.5,
              maxWidth: 'none',
              px: 2,
              '& li': { p: 0, width: 'auto' },
            },
          },
          actionBar: { actions: ['cancel', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
