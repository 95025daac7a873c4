import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const servers = ['web-1', 'web-2', 'api-1', 'db-1', 'cache'];
const slots = ['0h', '2h', '4h', '6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h'];

// Peak CPU load (%) per server in each two-hour slot.
const load = [
  [22, 18, 15, 20, 48, 71, 76, 69, 74, 66, 41, 30],
  [20, 17, 14, 19, 45, 68, 73, 66, 70, 63, 38, 28],
  [31, 25, 22, 28, 62, 84, 91, 86, 88, 79, 55, 40],
  [55, 61, 83, 58, 47, 52, 57, 54, 56, 51, 49, 53],
  [12, 10, 9, 11, 28, 39, 44, 41, 43, 37, 24, 16],
];

const data: HeatmapValueType[] = load.flatMap((row, y) =>
  row.map((value, x): HeatmapValueType => [x, y, value]),
);

export default function ServerLoadThresholds() {
  return (
    <Heatmap
      height={300}
      margin={{ top: 24 }}
      title="Peak CPU load per server, grouped as normal, busy and overloaded"
      xAxis={[{ data: slots }]}
      yAxis={[{ data: servers, width: 56 }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [50, 80],
            colors: ['#66bb6a', '#ffa726', '#e53935'],
          },
        },
      ]}
      series={[{ data, valueFormatter: (cell) => `${cell[2]}% CPU` }]}
      hideLegend={false}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{
        legend: {
          labelPosition: 'end',
          labelFormatter: ({ index }) => ['Normal', 'Busy', 'Overloaded'][index],
        },
      }}
    />
  );
}
