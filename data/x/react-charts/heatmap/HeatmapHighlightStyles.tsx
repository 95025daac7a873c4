import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const trails = ['Ridge', 'Lakeside', 'Forest', 'Canyon'];

// Hikers counted at the trailheads per week, in hundreds.
const hikers = [
  [3, 4, 6, 8, 9, 7, 5, 4],
  [8, 9, 11, 13, 14, 12, 10, 9],
  [5, 6, 6, 7, 9, 8, 7, 6],
  [2, 2, 3, 5, 6, 6, 4, 3],
];

const data: HeatmapValueType[] = hikers.flatMap((row, y) =>
  row.map((value, x): HeatmapValueType => [x, y, value]),
);

export default function HeatmapHighlightStyles() {
  return (
    <Heatmap
      height={260}
      margin={{ top: 16 }}
      title="Hikers per trail and week, in hundreds"
      xAxis={[{ data: weeks }]}
      yAxis={[{ data: trails, width: 64 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 15, color: ['#e8f5e9', '#1b5e20'] } }]}
      series={[
        {
          data,
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (cell) => `${cell[2] * 100} hikers`,
        },
      ]}
      sx={(theme) => ({
        [`& .${heatmapClasses.cell}`]: {
          stroke: (theme.vars || theme).palette.background.paper,
          strokeWidth: 2,
        },
        // Replace the default saturation change with an outline and rounded corners...
        [`& .${heatmapClasses.highlighted}`]: {
          filter: 'none',
          stroke: (theme.vars || theme).palette.text.primary,
          strokeWidth: 3,
          rx: 6,
        },
        // ...and turn the other cells grey instead of slightly desaturating them.
        [`& .${heatmapClasses.faded}`]: {
          filter: 'grayscale(85%)',
          opacity: 0.6,
        },
      })}
    />
  );
}
