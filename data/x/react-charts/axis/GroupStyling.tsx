import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

// Visitors per gallery of a museum on one Sunday, with the floor of each gallery.
const galleries = [
  { name: 'Fossils', floor: 'Ground floor', visitors: 1240 },
  { name: 'Minerals', floor: 'Ground floor', visitors: 860 },
  { name: 'Textiles', floor: 'First floor', visitors: 540 },
  { name: 'Ceramics', floor: 'First floor', visitors: 610 },
  { name: 'Clocks', floor: 'First floor', visitors: 720 },
  { name: 'Maps', floor: 'Second floor', visitors: 390 },
  { name: 'Prints', floor: 'Second floor', visitors: 450 },
];

export default function GroupStyling() {
  return (
    <BarChart
      height={260}
      aria-label="Museum visitors per gallery, grouped by floor"
      dataset={galleries}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'name',
          height: 52,
          groups: [
            { getValue: (name: string) => name },
            { getValue: (name: string, index: number) => galleries[index].floor },
          ],
        },
      ]}
      yAxis={[{ width: 44 }]}
      series={[{ dataKey: 'visitors', label: 'Visitors' }]}
      hideLegend
      sx={(theme) => ({
        // Row 0 (gallery names): muted and smaller.
        [`& [data-group-index="0"] .${axisClasses.tickLabel}`]: {
          fill: theme.palette.text.secondary,
          fontSize: 11,
        },
        // Row 1 (floors): bold labels and long ticks in the primary colour.
        [`& [data-group-index="1"] .${axisClasses.tickLabel}`]: { fontWeight: 700 },
        [`& [data-group-index="1"] .${axisClasses.tick}`]: {
          stroke: theme.palette.primary.main,
          strokeWidth: 2,
        },
      })}
    />
  );
}
