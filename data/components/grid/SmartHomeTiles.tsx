import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import LockIcon from '@mui/icons-material/Lock';
import VideocamIcon from '@mui/icons-material/Videocam';

const devices = [
  { name: 'Lights', state: '3 on', Icon: LightbulbIcon },
  { name: 'Heating', state: '20.5°C', Icon: ThermostatIcon },
  { name: 'Front door', state: 'Locked', Icon: LockIcon },
  { name: 'Garden camera', state: 'Recording', Icon: VideocamIcon },
];

export default function SmartHomeTiles() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      {devices.map(({ name, state, Icon }) => (
        <Grid
          key={name}
          size={{ xs: 6, sm: 3 }}
          // The item itself becomes a flex box to center its content.
          sx={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            alignItems: 'center',
            minHeight: 128,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Icon color="primary" sx={{ fontSize: 32, mb: 1 }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {state}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
