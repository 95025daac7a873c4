import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h'];
const office = [17.5, 19.2, 21.4, 23.1, 24.8, 25.6, 24.2, 22.0, 19.8];

// A shaded band between two values of the y-axis, drawn in the chart's own coordinates.
function ComfortBand({ from, to }: { from: number; to: number }) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale();
  const top = yScale(to) ?? 0;
  const bottom = yScale(from) ?? 0;

  return (
    <g>
      <rect x={left} y={top} width={width} height={bottom - top} fill="#43a047" opacity={0.15} />
      <text x={left + 8} y={top + 16} fontSize={12} fill="currentColor">
        Comfort zone {from}–{to} °C
      </text>
    </g>
  );
}

export default function ComfortZone() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24 }}
      title="Office temperature on June 14, against the comfort zone"
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ min: 15, max: 28, valueFormatter: (value: number) => `${value}°` }]}
      series={[{ data: office, label: 'Temperature (°C)', color: '#ef6c00' }]}
    >
      <ComfortBand from={20} to={24} />
    </LineChart>
  );
}
