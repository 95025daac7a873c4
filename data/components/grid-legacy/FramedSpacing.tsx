import Box from '@mui/material/Box';
import Grid from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const labels = ['Wi-Fi', 'Bluetooth', 'Hotspot', 'VPN'];

function Tiles() {
  return labels.map((label) => (
    <Grid item xs={6} key={label}>
      <Paper sx={{ p: 1 }}>{label}</Paper>
    </Grid>
  ));
}

export default function FramedSpacing() {
  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2">Background on the container itself:</Typography>
      {/* The negative top and left margins drag the background 16px up and left. */}
      <Grid container spacing={2} sx={{ bgcolor: 'action.selected' }}>
        <Tiles />
      </Grid>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Background on a parent padded by the spacing:
      </Typography>
      <Box sx={{ bgcolor: 'action.selected', p: 2 }}>
        <Grid container spacing={2}>
          <Tiles />
        </Grid>
      </Box>
    </Box>
  );
}
