import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Tram passengers per hour on two lines, 6:00 to 20:00.
const lineA = [140, 380, 520, 310, 220, 240, 260, 250, 270, 300, 420, 560, 480, 290, 160];
const lineB = [90, 210, 260, 190, 160, 150, 170, 180, 175, 190, 240, 300, 280, 200, 120];

export default function SparklineModeColors() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2" component="p" sx={{ mb: 1 }}>
          Line A · color=&quot;#7b1fa2&quot;
        </Typography>
        <SparkLineChart
          data={lineA}
          height={70}
          area
          color="#7b1fa2"
          showTooltip
          showHighlight
          aria-label="Tram line A passengers per hour"
        />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2" component="p" sx={{ mb: 1 }}>
          Line B · color follows the mode
        </Typography>
        <SparkLineChart
          data={lineB}
          height={70}
          area
          // Near-black on light backgrounds, near-white on dark ones.
          color={(mode) => (mode === 'light' ? '#212121' : '#f5f5f5')}
          showTooltip
          showHighlight
          aria-label="Tram line B passengers per hour"
        />
      </Box>
    </Stack>
  );
}
