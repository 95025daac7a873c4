import { AnimatedLine, LineChart } from '@mui/x-charts/LineChart';
import type { AnimatedLineProps } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average price of a litre of fuel in four regions (€).
const regions = [
  { id: 'north', label: 'North', data: [1.71, 1.73, 1.76, 1.8, 1.78, 1.75, 1.74, 1.77, 1.79, 1.76, 1.72, 1.7] },
  { id: 'south', label: 'South', data: [1.66, 1.67, 1.7, 1.74, 1.75, 1.73, 1.71, 1.72, 1.74, 1.72, 1.69, 1.67] },
  { id: 'east', label: 'East', data: [1.69, 1.7, 1.72, 1.75, 1.77, 1.78, 1.76, 1.74, 1.73, 1.71, 1.7, 1.68] },
  { id: 'west', label: 'West', data: [1.74, 1.75, 1.77, 1.79, 1.81, 1.8, 1.79, 1.8, 1.82, 1.8, 1.77, 1.75] },
];

// Draws the visible line, plus a wide invisible copy that catches the pointer.
function WideHitLine(props: AnimatedLineProps) {
  const { d, onPointerEnter, onPointerLeave, onPointerDown, onClick } = props;
  return (
    <g>
      <AnimatedLine {...props} />
      <path
        d={d}
        fill="none"
        stroke="transparent"
        strokeWidth={16}
        pointerEvents="stroke"
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onPointerDown={onPointerDown}
        onClick={onClick}
      />
    </g>
  );
}

export default function WideHoverLines() {
  return (
    <LineChart
      height={300}
      margin={{ top: 16, right: 24 }}
      title="Average fuel price per litre by region"
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 48, valueFormatter: (value: number) => `€${value.toFixed(2)}` }]}
      series={regions.map((region) => ({
        ...region,
        showMark: false,
        highlightScope: { highlight: 'series', fade: 'global' } as const,
        valueFormatter: (value: number | null) => (value === null ? '' : `€${value.toFixed(2)}`),
      }))}
      slots={{ line: WideHitLine }}
      sx={{ '& .MuiLineElement-faded': { opacity: 0.25 } }}
    />
  );
}
