import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// Monthly ad spend and sales of twelve stores, in thousands of euros.
const stores = [
  { id: 'lyon', x: 4, y: 61 }, { id: 'nantes', x: 6, y: 70 }, { id: 'lille', x: 7, y: 66 },
  { id: 'nice', x: 9, y: 84 }, { id: 'brest', x: 10, y: 79 }, { id: 'metz', x: 12, y: 95 },
  { id: 'tours', x: 13, y: 88 }, { id: 'dijon', x: 15, y: 104 }, { id: 'reims', x: 16, y: 97 },
  { id: 'caen', x: 18, y: 115 }, { id: 'paris', x: 21, y: 126 }, { id: 'lens', x: 23, y: 121 },
];

// Least-squares trend line, computed once from the points.
const n = stores.length;
const meanX = stores.reduce((sum, p) => sum + p.x, 0) / n;
const meanY = stores.reduce((sum, p) => sum + p.y, 0) / n;
const slope =
  stores.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) /
  stores.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
const trendX = [2, 25];
const trendY = trendX.map((x) => Math.round(meanY + slope * (x - meanX)));

export default function SpendVersusSales() {
  return (
    <ChartContainer
      height={320}
      margin={{ top: 24, right: 24 }}
      title="Store sales against ad spend, with a trend line"
      xAxis={[{ id: 'spend', data: trendX, min: 0, max: 25, label: 'Ad spend (k€)' }]}
      yAxis={[{ id: 'sales', min: 40, max: 140, label: 'Sales (k€)', width: 64 }]}
      series={[
        {
          type: 'scatter',
          label: 'Stores',
          data: stores,
          valueFormatter: (point) => (point ? `${point.id}: ${point.x}k€ → ${point.y}k€` : ''),
        },
        { type: 'line', label: 'Trend', data: trendY, color: '#8e24aa' },
      ]}
    >
      <LinePlot />
      <ScatterPlot />
      <ChartsXAxis axisId="spend" />
      <ChartsYAxis axisId="sales" />
      <ChartsTooltip trigger="item" />
    </ChartContainer>
  );
}
