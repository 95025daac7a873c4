import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { AreaPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
const actual = [42, 45, 51, 49, 56, 61, null, null, null];
// The forecast starts at the last actual value so the two lines join.
const forecast = [null, null, null, null, null, 61, 64, 68, 71];
const low = [null, null, null, null, null, 61, 60, 61, 62];
const spread = [null, null, null, null, null, 0, 8, 14, 18];

export default function ForecastComposition() {
  return (
    <ChartContainer
      height={300}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ id: 'month', scaleType: 'point', data: months }]}
      series={[
        { type: 'line', id: 'low', data: low, stack: 'range', showMark: false, valueFormatter: () => null },
        { type: 'line', id: 'spread', data: spread, stack: 'range', area: true, showMark: false, color: '#90caf9', valueFormatter: () => null },
        { type: 'line', id: 'actual', label: 'Actual', data: actual, color: '#1e88e5' },
        { type: 'line', id: 'forecast', label: 'Forecast', data: forecast, color: '#1e88e5' },
      ]}
      sx={{
        '& .MuiLineElement-series-forecast': { strokeDasharray: '6 4' },
        '& .MuiLineElement-series-low, & .MuiLineElement-series-spread': { display: 'none' },
        '& .MuiAreaElement-series-spread': { opacity: 0.4 },
      }}
    >
      <AreaPlot />
      <LinePlot />
      <ChartsReferenceLine x="Jun" label="Today" labelAlign="start" lineStyle={{ strokeDasharray: '2 2' }} />
      <MarkPlot />
      <ChartsXAxis axisId="month" />
      <ChartsYAxis />
      <ChartsAxisHighlight x="line" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
