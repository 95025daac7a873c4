import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const pageViews = [320, 410, 380, 520, 490, 610, 580, 640, 720, 690, 760, 810];

export default function SparklineBasics() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2" component="p" sx={{ mb: 1 }}>
          plotType=&quot;line&quot; (default)
        </Typography>
        <SparkLineChart data={pageViews} height={80} showTooltip showHighlight />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2" component="p" sx={{ mb: 1 }}>
          plotType=&quot;bar&quot;
        </Typography>
        <SparkLineChart data={pageViews} height={80} plotType="bar" showTooltip showHighlight />
      </Box>
    </Stack>
  );
}
