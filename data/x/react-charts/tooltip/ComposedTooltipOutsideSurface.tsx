import Box from '@mui/material/Box';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsAxisTooltipContent, ChartsTooltipContainer } from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// A bakery: loaves sold (bars) and the average price of a loaf (line, right axis).
export default function ComposedTooltipOutsideSurface() {
  return (
    <ChartDataProvider
      height={260}
      margin={{ top: 24 }}
      xAxis={[{ id: 'month', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'loaves', width: 44 },
        { id: 'price', position: 'right', width: 44, min: 0, max: 5, valueFormatter: (v: number) => `€${v}` },
      ]}
      series={[
        { type: 'bar', yAxisId: 'loaves', label: 'Loaves sold', data: [3120, 2980, 3350, 3400, 3610, 3290] },
        {
          type: 'line',
          yAxisId: 'price',
          label: 'Average price',
          data: [3.1, 3.1, 3.25, 3.25, 3.4, 3.4],
          valueFormatter: (v) => (v === null ? '' : `€${v.toFixed(2)}`),
        },
      ]}
    >
      {/* position: relative keeps the non-portalled Popper positioned in this box. */}
      <Box sx={{ position: 'relative' }}>
        <ChartsSurface title="Loaves sold and average price per month">
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="month" />
          <ChartsYAxis axisId="loaves" />
          <ChartsYAxis axisId="price" />
        </ChartsSurface>
        {/* HTML: inside the data provider, outside the SVG surface. */}
        <ChartsTooltipContainer trigger="axis" disablePortal>
          <ChartsAxisTooltipContent />
        </ChartsTooltipContainer>
      </Box>
    </ChartDataProvider>
  );
}
