import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];

// Parcels shipped by a warehouse, in thousands: actuals for six weeks, then a forecast.
const actual = [12.1, 12.8, 13.4, 12.9, 14.2, 15.0, null, null, null, null];
const forecast = [null, null, null, null, null, 15.0, 15.6, 16.3, 16.1, 17.0];

// A dashed stroke, like the forecast line. SVG keeps it sharp at any size.
function DashedLineMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="0 0 16 16">
      <line
        className={className}
        x1={0}
        y1={8}
        x2={16}
        y2={8}
        stroke={color}
        strokeWidth={3}
        strokeDasharray="4 2"
      />
    </svg>
  );
}

// A diamond for the peak-season target.
function DiamondMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="0 0 16 16">
      <path className={className} d="M8 1 L15 8 L8 15 L1 8 Z" fill={color} />
    </svg>
  );
}

export default function CustomLegendMarks() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ width: 40, min: 10 }]}
      series={[
        { id: 'actual', data: actual, label: 'Shipped', showMark: false, labelMarkType: 'line' },
        {
          id: 'forecast',
          data: forecast,
          label: 'Forecast',
          showMark: false,
          labelMarkType: DashedLineMark,
        },
        {
          id: 'target',
          data: weeks.map((_, index) => (index === 9 ? 17.5 : null)),
          label: 'Peak-season target',
          shape: 'diamond',
          labelMarkType: DiamondMark,
        },
      ]}
      sx={{ [`& .${lineElementClasses.series}-forecast`]: { strokeDasharray: '6 4' } }}
    />
  );
}
