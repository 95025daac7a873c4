import { ScatterChart } from '@mui/x-charts/ScatterChart';

function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(11);
// Roughly normal noise: the average of three uniform draws.
const noise = () => (random() + random() + random() - 1.5) / 1.5;

const segments = [
  { id: 'loyal', label: 'Loyal', days: 12, spend: 820, count: 45 },
  { id: 'new', label: 'New', days: 20, spend: 180, count: 40 },
  { id: 'lapsing', label: 'Lapsing', days: 75, spend: 460, count: 35 },
  { id: 'lost', label: 'Lost', days: 140, spend: 140, count: 30 },
];
const series = segments.map((segment) => ({
  id: segment.id,
  label: segment.label,
  markerSize: 4,
  data: Array.from({ length: segment.count }, (_, index) => ({
    id: `${segment.id}-${index}`,
    x: Math.max(1, Math.round(segment.days + noise() * segment.days * 0.45)),
    y: Math.max(20, Math.round(segment.spend + noise() * segment.spend * 0.35)),
  })),
  valueFormatter: (point: { x: number; y: number } | null) =>
    point ? `Last order ${point.x} days ago, €${point.y} per year` : '',
}));

export default function CustomerSegments() {
  return (
    <ScatterChart
      height={340}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ label: 'Days since last order', min: 0, max: 200 }]}
      yAxis={[{ label: 'Yearly spend', width: 72, min: 0, valueFormatter: (value: number) => `€${value}` }]}
      series={series}
      voronoiMaxRadius={30}
    />
  );
}
