import { LineChart, areaElementClasses, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

const hours = ['6h', '9h', '12h', '15h', '18h', '21h'];

export default function SxStyledChart() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24, right: 24 }}
      grid={{ horizontal: true }}
      xAxis={[{ scaleType: 'point', data: hours, disableTicks: true }]}
      yAxis={[{ width: 44, disableLine: true, disableTicks: true, valueFormatter: (v: number) => `${v} ms` }]}
      series={[
        { id: 'p95', label: 'p95 latency', data: [180, 240, 310, 290, 350, 220], showMark: true },
        { id: 'median', label: 'Median latency', data: [70, 85, 110, 102, 121, 80], area: true },
      ]}
      sx={(theme) => ({
        // Quiet axes: no line on the y-axis, secondary text colour for tick labels.
        [`& .${axisClasses.root} .${axisClasses.tickLabel}`]: {
          fill: (theme.vars || theme).palette.text.secondary,
        },
        [`& .${axisClasses.directionX} .${axisClasses.line}`]: {
          stroke: (theme.vars || theme).palette.divider,
        },
        // Dashed grid lines.
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4' },
        // One series by id: a thicker p95 line with hollow marks.
        [`& .${lineElementClasses.series}-p95`]: { strokeWidth: 3 },
        [`& .${markElementClasses.series}-p95`]: {
          fill: (theme.vars || theme).palette.background.paper,
          strokeWidth: 2,
        },
        // A lighter fill under the median line.
        [`& .${areaElementClasses.root}`]: { fillOpacity: 0.25 },
      })}
    />
  );
}
