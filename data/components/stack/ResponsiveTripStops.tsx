import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Hotel from '@mui/icons-material/Hotel';
import Museum from '@mui/icons-material/Museum';

const stops = [
  {
    icon: <FlightTakeoff />,
    time: '08:40',
    title: 'Land in Lisbon',
    detail: 'Terminal 1, metro red line',
  },
  { icon: <Hotel />, time: '11:00', title: 'Check in', detail: 'Casa do Rio, Alfama' },
  { icon: <Museum />, time: '15:30', title: 'Tile museum', detail: 'Tickets booked for two' },
];

export default function ResponsiveTripStops() {
  return (
    <Stack
      // A column on phones, a row from the `sm` breakpoint (600px) up.
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2, md: 3 }}
      sx={{ width: '100%' }}
    >
      {stops.map((stop) => (
        <Paper key={stop.title} variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
            {stop.icon}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {stop.time}
            </Typography>
          </Stack>
          <Typography sx={{ mt: 1 }}>{stop.title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {stop.detail}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
