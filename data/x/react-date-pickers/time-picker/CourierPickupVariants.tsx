import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

const pickup = dayjs('2025-06-16T14:45');

export default function CourierPickupVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ width: 260 }}>
          <TimePicker label="Pickup (responsive)" defaultValue={pickup} />
          <DesktopTimePicker label="Pickup (desktop popover)" defaultValue={pickup} />
          <MobileTimePicker label="Pickup (mobile dialog)" defaultValue={pickup} />
          {/* Desktop only with a fine pointer and a window at least 900px wide. */}
          <TimePicker
            label="Pickup (custom query)"
            defaultValue={pickup}
            desktopModeMediaQuery="@media (pointer: fine) and (min-width: 900px)"
          />
        </Stack>
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            StaticTimePicker, rendered in the page:
          </Typography>
          <StaticTimePicker
            defaultValue={pickup}
            slotProps={{ actionBar: { actions: [] } }}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
