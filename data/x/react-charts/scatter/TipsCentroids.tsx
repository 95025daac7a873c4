import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useScatterSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

// A seeded generator: the same 24 + 24 restaurant bills on every render.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
const next = seeded(42);
function bills(prefix: string, minBill: number, spread: number, tipRate: number) {
  return Array.from({ length: 24 }, (_, index) => {
    const bill = Math.round(minBill + next() * spread);
    const tip = Math.round(bill * (tipRate + (next() - 0.5) * 0.08) * 10) / 10;
    return { id: `${prefix}${index}`, x: bill, y: tip };
  });
}
const lunch = bills('l', 12, 38, 0.1);
const dinner = bills('d', 30, 70, 0.15);

// A custom layer, rendered as a child of the chart: the mean bill and tip of each series.
function SeriesCentroids() {
  const series = useScatterSeries();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  // CSS variables (when the theme has them) work in `style`, not in SVG attributes.
  const ink = (theme.vars || theme).palette.text.primary;

  return (
    <g>
      {series.map(({ id, color, data }) => {
        const meanX = data.reduce((sum, point) => sum + point.x, 0) / data.length;
        const meanY = data.reduce((sum, point) => sum + point.y, 0) / data.length;
        const cx = xScale(meanX);
        const cy = yScale(meanY);
        return (
          <g key={id} transform={`translate(${cx}, ${cy})`} pointerEvents="none">
            <circle r={11} fill="none" stroke={color} strokeWidth={2} />
            <path d="M-16,0 H16 M0,-16 V16" style={{ stroke: ink }} strokeWidth={1.5} />
            <text x={16} y={-14} fontSize={12} style={{ fill: ink }}>
              mean: ${meanX.toFixed(0)}, tip ${meanY.toFixed(2)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export default function TipsCentroids() {
  return (
    <ScatterChart
      height={280}
      margin={{ top: 16, right: 24 }}
      aria-label="Tip by bill amount, lunch and dinner, with the mean of each"
      xAxis={[{ label: 'Bill ($)', min: 0, max: 110 }]}
      yAxis={[{ width: 40, min: 0, max: 20, valueFormatter: (v: number) => `$${v}` }]}
      series={[
        { id: 'lunch', label: 'Lunch', data: lunch, markerSize: 4 },
        { id: 'dinner', label: 'Dinner', data: dinner, markerSize: 4 },
      ]}
    >
      <SeriesCentroids />
    </ScatterChart>
  );
}
