import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const signups = [182, 196, 171, 205, 224, 218, 240, 236, 251, 263, 258, 279];
const average = Math.round(signups.reduce((sum, value) => sum + value, 0) / signups.length);

export default function KpiCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          Weekly sign-ups
        </Typography>
        <Typography component="p" variant="h4">
          279
        </Typography>
        <Typography variant="body2" color="success.main">
          +8.1% on last week
        </Typography>
      </CardContent>
      {/* No axes, legend or tooltip: only an area, its line and the average. */}
      <ChartContainer
        height={90}
        margin={{ top: 8, bottom: 0, left: 0, right: 0 }}
        title={`Sign-ups over 12 weeks, average ${average}`}
        xAxis={[{ scaleType: 'point', data: signups.map((_, index) => index), position: 'none' }]}
        yAxis={[{ min: 150, position: 'none' }]}
        series={[{ type: 'line', data: signups, area: true }]}
      >
        <AreaPlot />
        <LinePlot />
        <ChartsReferenceLine y={average} lineStyle={{ strokeDasharray: '4 4' }} />
      </ChartContainer>
    </Card>
  );
}
