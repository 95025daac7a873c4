import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const days = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14'];
const orders = [52, 61, 58, 70, 95, 110, 64, 57, 66, 63, 78, 102, 121, 69];

// Average of the current day and the six before it (fewer at the start).
const weeklyAverage = orders.map((_, index) => {
  const window = orders.slice(Math.max(0, index - 6), index + 1);
  return Math.round(window.reduce((sum, value) => sum + value, 0) / window.length);
});

export default function OrdersWithAverage() {
  return (
    <ChartDataProvider
      height={300}
      margin={{ top: 24 }}
      xAxis={[{ id: 'days', scaleType: 'band', data: days, valueFormatter: (day: string) => `Jun ${day}` }]}
      yAxis={[{ id: 'orders', min: 0 }]}
      series={[
        { type: 'bar', id: 'orders', label: 'Orders', data: orders },
        { type: 'line', id: 'average', label: '7-day average', data: weeklyAverage, color: '#ef6c00' },
      ]}
    >
      <ChartsWrapper>
        <ChartsLegend />
        <ChartsSurface title="Daily orders in June with their 7-day average">
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="days" />
          <ChartsYAxis axisId="orders" />
        </ChartsSurface>
      </ChartsWrapper>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
