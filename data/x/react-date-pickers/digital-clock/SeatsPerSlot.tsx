import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock, DigitalClockItemProps } from '@mui/x-date-pickers/DigitalClock';

// Remaining seats for each screening of the day.
const seatsLeft: Record<string, number> = {
  '12:30': 42,
  '15:00': 8,
  '17:30': 0,
  '20:00': 17,
  '22:30': 63,
};

function ScreeningItem({ itemValue, formattedValue, readOnly, ...other }: DigitalClockItemProps) {
  const seats = seatsLeft[itemValue.format('HH:mm')] ?? 0;
  const unavailable = other.disabled || seats === 0;
  return (
    <MenuItem
      {...other}
      disabled={unavailable}
      // Announce unavailable screenings as disabled to assistive technologies.
      aria-disabled={unavailable || readOnly || undefined}
      sx={{ justifyContent: 'space-between', gap: 2 }}
    >
      <span>{formattedValue}</span>
      <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
        {seats === 0 ? 'sold out' : `${seats} seats`}
      </Box>
    </MenuItem>
  );
}

export default function SeatsPerSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DigitalClock
        defaultValue={dayjs('2025-05-30T20:00')}
        ampm={false}
        timeStep={150}
        minTime={dayjs('2025-05-30T12:30')}
        skipDisabled
        slots={{ digitalClockItem: ScreeningItem }}
        sx={{ width: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </LocalizationProvider>
  );
}
