import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// Band values must be unique: short names for the ticks, full names in the tooltip.
const months = monthNames.map((name) => name.slice(0, 3));

export default function RainfallAndTemperature() {
  return (
    <ChartContainer
      height={320}
      margin={{ top: 24 }}
      xAxis={[
        {
          id: 'month',
          scaleType: 'band',
          data: months,
          valueFormatter: (value: string, context) =>
            context.location === 'tick' ? value : monthNames[months.indexOf(value)],
        },
      ]}
      yAxis={[
        { id: 'rain', min: 0, max: 120, width: 56, valueFormatter: (value: number) => `${value}mm` },
        { id: 'temp', min: 0, max: 30, position: 'right', valueFormatter: (value: number) => `${value}°` },
      ]}
      series={[
        { type: 'bar', label: 'Rainfall', yAxisId: 'rain', color: '#64b5f6', data: [58, 46, 52, 48, 61, 64, 55, 62, 57, 71, 83, 76], valueFormatter: (v) => `${v} mm` },
        { type: 'line', label: 'Mean temperature', yAxisId: 'temp', color: '#ef6c00', data: [4, 5, 8, 11, 15, 18, 21, 21, 17, 13, 8, 5], valueFormatter: (v) => `${v} °C` },
      ]}
    >
      <BarPlot borderRadius={3} />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="month" />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temp" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
