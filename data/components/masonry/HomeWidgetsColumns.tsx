import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LocalLaundryServiceIcon from '@mui/icons-material/LocalLaundryService';
import LockIcon from '@mui/icons-material/Lock';
import SolarPowerIcon from '@mui/icons-material/SolarPower';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import AirIcon from '@mui/icons-material/Air';
import WaterDropIcon from '@mui/icons-material/WaterDrop';

const widgets = [
  { label: 'Living room', value: '21.5 °C', icon: <ThermostatIcon />, height: 100 },
  { label: 'Energy today', value: '7.4 kWh', icon: <BoltIcon />, height: 160 },
  { label: 'Front door', value: 'Locked', icon: <LockIcon />, height: 120 },
  { label: 'Solar', value: '2.1 kW', icon: <SolarPowerIcon />, height: 140 },
  { label: 'Garden lights', value: 'Off', icon: <LightbulbIcon />, height: 100 },
  { label: 'Washer', value: '32 min', icon: <LocalLaundryServiceIcon />, height: 180 },
  { label: 'Air quality', value: 'Good', icon: <AirIcon />, height: 120 },
  { label: 'Water', value: '128 L', icon: <WaterDropIcon />, height: 100 },
];

export default function HomeWidgetsColumns() {
  return (
    <Masonry columns={3} spacing={2} defaultColumns={3} defaultSpacing={2} defaultHeight={410}>
      {widgets.map((widget) => (
        <Paper key={widget.label} variant="outlined" sx={{ height: widget.height, p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
            {widget.icon}
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {widget.label}
            </Typography>
          </Stack>
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            {widget.value}
          </Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
