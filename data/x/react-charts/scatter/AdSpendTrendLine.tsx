import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// Weekly ad spend and sign-ups, in thousands of euros and sign-ups.
const weeks = [
  [2.1, 180], [3.4, 240], [1.5, 150], [4.8, 310], [5.2, 298], [6.1, 372], [2.9, 226],
  [7.4, 410], [3.8, 262], [6.6, 355], [8.2, 452], [4.4, 290], [5.8, 348], [7.9, 420],
].map(([spend, signups], index) => ({ id: index, x: spend, y: signups }));

// Least-squares line y = a + b·x through the points.
const n = weeks.length;
const meanX = weeks.reduce((sum, p) => sum + p.x, 0) / n;
const meanY = weeks.reduce((sum, p) => sum + p.y, 0) / n;
const slope =
  weeks.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) /
  weeks.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;
const trendX = [1, 9];

export default function AdSpendTrendLine() {
  return (
    <ChartContainer
      height={320}
      margin={{ top: 24, right: 24 }}
      xAxis={[
        {
          id: 'spend',
          // The axis data gives the line its two x positions; the scatter points bring their own.
          data: trendX,
          min: 1,
          max: 9,
          label: 'Ad spend per week',
          tickInterval: [1, 3, 5, 7, 9],
          valueFormatter: (value: number) => `€${value}k`,
        },
      ]}
      yAxis={[{ id: 'signups', min: 100, max: 500, label: 'Sign-ups' }]}
      series={[
        { type: 'scatter', id: 'weeks', label: 'Weeks', data: weeks, markerSize: 5 },
        {
          type: 'line',
          id: 'trend',
          label: 'Trend',
          data: trendX.map((x) => Math.round(intercept + slope * x)),
          curve: 'linear',
          showMark: false,
          color: '#9e9e9e',
        },
      ]}
    >
      <ChartsGrid horizontal />
      <LinePlot />
      <ScatterPlot />
      <ChartsXAxis axisId="spend" />
      <ChartsYAxis axisId="signups" />
      <ChartsTooltip trigger="item" />
    </ChartContainer>
  );
}
