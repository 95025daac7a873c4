import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Lisbon climate normals.
const rainfall = [96, 89, 64, 67, 50, 17, 5, 7, 32, 101, 110, 121];
const temperature = [11.6, 12.6, 14.9, 16.2, 18.6, 21.6, 23.4, 23.8, 22.2, 19.2, 15.1, 12.6];

export default function WeatherTwoAxes() {
  return (
    <ChartContainer
      height={280}
      margin={{ top: 24 }}
      title="Average monthly rainfall and temperature in Lisbon"
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', label: 'Rainfall (mm)', width: 56, min: 0, max: 140 },
        { id: 'temp', label: 'Temperature (°C)', position: 'right', width: 56, min: 0, max: 28 },
      ]}
      series={[
        { type: 'bar', data: rainfall, label: 'Rainfall (mm)', yAxisId: 'rain' },
        { type: 'line', data: temperature, label: 'Temperature (°C)', yAxisId: 'temp', color: '#ef6c00' },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsAxisHighlight x="band" />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temp" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
