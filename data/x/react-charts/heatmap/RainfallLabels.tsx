import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const cities = ['Bergen', 'Dublin', 'Paris', 'Rome', 'Madrid'];

// Average rainy days per month.
const rainyDays = [
  [20, 17, 19, 15, 14, 15, 16, 18, 20, 22, 21, 21],
  [13, 10, 11, 10, 10, 9, 9, 10, 10, 12, 12, 13],
  [10, 9, 10, 9, 10, 8, 7, 7, 8, 10, 10, 11],
  [7, 7, 7, 8, 6, 4, 2, 3, 5, 7, 9, 8],
  [6, 5, 5, 7, 6, 3, 1, 1, 3, 6, 6, 6],
];

const data: HeatmapValueType[] = rainyDays.flatMap((row, y) =>
  row.map((value, x): HeatmapValueType => [x, y, value]),
);

interface CellProps extends React.SVGProps<SVGRectElement> {
  x: number;
  y: number;
  width: number;
  height: number;
  ownerState: { value: number; color: string; isHighlighted: boolean };
}

// Draws the default rectangle plus the value, in a colour that contrasts with the cell.
function LabeledCell({ ownerState, x, y, width, height, ...other }: CellProps) {
  return (
    <g>
      <rect
        {...other}
        x={x + 1}
        y={y + 1}
        width={width - 2}
        height={height - 2}
        rx={4}
        fill={ownerState.color}
        stroke={ownerState.isHighlighted ? 'currentColor' : 'none'}
      />
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={12}
        fill={ownerState.value > 13 ? '#ffffff' : '#263238'}
        pointerEvents="none"
      >
        {ownerState.value}
      </text>
    </g>
  );
}

export default function RainfallLabels() {
  return (
    <Heatmap
      height={320}
      margin={{ top: 24 }}
      title="Average rainy days per month in five European cities"
      xAxis={[{ data: months }]}
      yAxis={[{ data: cities, width: 64 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 22, color: ['#e1f5fe', '#01579b'] } }]}
      series={[
        {
          data,
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (cell) => `${cell[2]} rainy days`,
        },
      ]}
      slots={{ cell: LabeledCell }}
    />
  );
}
