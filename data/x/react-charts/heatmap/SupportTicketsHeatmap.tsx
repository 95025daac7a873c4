import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const hours = ['8h', '9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h', '17h'];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Tickets opened per hour, averaged over the last quarter.
const tickets = [
  [6, 14, 19, 17, 9, 11, 16, 15, 12, 7],
  [5, 12, 16, 15, 8, 10, 14, 13, 10, 6],
  [4, 11, 15, 14, 8, 9, 13, 12, 9, 5],
  [4, 10, 14, 13, 7, 9, 12, 11, 9, 5],
  [3, 9, 12, 11, 6, 7, 9, 8, 5, 2],
];

// Heatmap data: one [x index, y index, value] triple per cell.
const data: HeatmapValueType[] = tickets.flatMap((row, y) =>
  row.map((value, x): HeatmapValueType => [x, y, value]),
);

export default function SupportTicketsHeatmap() {
  return (
    <Heatmap
      height={300}
      margin={{ top: 24 }}
      title="Support tickets opened per hour on weekdays"
      xAxis={[{ data: hours }]}
      yAxis={[{ data: days, width: 48 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 20, color: ['#b3e5fc', '#01579b'] } }]}
      series={[{ data, label: 'Tickets', valueFormatter: (cell) => `${cell[2]} tickets` }]}
      hideLegend={false}
    />
  );
}
