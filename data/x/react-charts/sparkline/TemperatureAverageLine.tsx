import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const hours = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);
const temperature = [
  9, 8, 8, 7, 7, 7, 8, 10, 12, 14, 16, 18, 19, 20, 21, 21, 20, 18, 16, 14, 13, 12, 11, 10,
];
const average = Math.round(temperature.reduce((sum, value) => sum + value, 0) / temperature.length);

export default function TemperatureAverageLine() {
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography variant="body2" component="p" sx={{ mb: 1 }}>
        Today in Lyon · average {average} °C
      </Typography>
      <SparkLineChart
        data={temperature}
        height={70}
        margin={{ top: 6, bottom: 6, left: 4, right: 4 }}
        area
        baseline="min"
        curve="natural"
        color="#fb8c00"
        showTooltip
        showHighlight
        xAxis={{ scaleType: 'point', data: hours }}
        valueFormatter={(value) => `${value} °C`}
      >
        {/* Children are drawn inside the sparkline's SVG. */}
        <ChartsReferenceLine y={average} lineStyle={{ strokeDasharray: '3 3', strokeOpacity: 0.7 }} />
      </SparkLineChart>
    </Box>
  );
}
