import Box from '@mui/material/Box';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const revenue = [42, 47, 51, 49, 58, 64]; // thousands of euros
const margin = [18, 21, 24, 20, 26, 29]; // per cent

export default function RevenueAndMargin() {
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <ChartDataProvider
        width={560}
        height={300}
        // Room above the top tick for its label: a label that does not fit is shortened in the browser only.
        margin={{ top: 24, right: 8, bottom: 8, left: 8 }}
        xAxis={[{ id: 'months', scaleType: 'band', data: months, height: 28 }]}
        yAxis={[
          { id: 'revenue', position: 'left', width: 48, valueFormatter: (v: number) => `€${v}k` },
          { id: 'margin', position: 'right', width: 40, min: 0, max: 40, valueFormatter: (v: number) => `${v}%` },
        ]}
        series={[
          {
            type: 'bar',
            id: 'revenue',
            label: 'Revenue',
            data: revenue,
            yAxisId: 'revenue',
            valueFormatter: (value) => (value === null ? null : `€${value}k`),
          },
          {
            type: 'line',
            id: 'margin',
            label: 'Gross margin',
            data: margin,
            yAxisId: 'margin',
            color: '#e65100',
            valueFormatter: (value) => (value === null ? null : `${value}%`),
          },
        ]}
      >
        {/* HTML outside the SVG, reading the same data as the plots. */}
        <ChartsLegend sx={{ justifyContent: 'center', mb: 1 }} />
        <ChartsSurface title="Monthly revenue and gross margin" sx={{ width: '100%' }}>
          <ChartsGrid horizontal />
          <BarPlot borderRadius={4} />
          <ChartsAxisHighlight x="band" />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="revenue" />
          <ChartsYAxis axisId="margin" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartDataProvider>
    </Box>
  );
}
