import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

export default function UnitsVersusTarget() {
  return (
    <ChartDataProvider
      height={300}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ id: 'weeks', scaleType: 'band', data: weeks }]}
      yAxis={[{ id: 'units', min: 0 }]}
      series={[
        { type: 'bar', label: 'Units shipped', data: [410, 455, 380, 520, 610, 570, 640, 700] },
        { type: 'line', label: '4-week average', data: [null, null, null, 441, 491, 520, 585, 630] },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface>
        <BarPlot borderRadius={4} />
        <ChartsReferenceLine y={500} label="Target 500" labelAlign="start" lineStyle={{ strokeDasharray: '6 4' }} />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="weeks" />
        <ChartsYAxis axisId="units" />
        <ChartsAxisHighlight x="band" />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
