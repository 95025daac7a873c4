import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const steps = [6200, 8400, 7100, 9800, 5400, 12600, 10300];

export default function StepCounterTiny() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
          Steps this week
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          59,800
        </Typography>
        {/* Hidden axes and no legend: the line takes the whole card width. */}
        <LineChart
          height={110}
          margin={4}
          aria-label="Steps per day this week"
          xAxis={[{ scaleType: 'point', data: days, position: 'none' }]}
          yAxis={[{ position: 'none', min: 0 }]}
          series={[{ data: steps, curve: 'natural', valueFormatter: (value) => `${value} steps` }]}
          hideLegend
        />
      </CardContent>
    </Card>
  );
}
