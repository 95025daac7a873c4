import { RadarChart } from '@mui/x-charts/RadarChart';

// Each metric has its own unit, so each gets its own maximum.
const metrics = [
  { name: 'Range', max: 700 },
  { name: 'Charging', max: 300 },
  { name: 'Boot', max: 600 },
  { name: 'Seats', min: 2, max: 7 },
  { name: 'Power', max: 400 },
];

const units = ['km', 'kW', 'L', 'seats', 'hp'];

const withUnit = (value: number | null, { dataIndex }: { dataIndex: number }) =>
  value === null ? '' : `${value} ${units[dataIndex]}`;

export default function CarMetrics() {
  return (
    <RadarChart
      height={280}
      title="Two electric cars compared on five specifications"
      radar={{
        metrics,
        startAngle: 36,
        labelFormatter: (name, { location }) =>
          location === 'tooltip' ? `${name} (${units[metrics.findIndex((m) => m.name === name)]})` : name,
      }}
      series={[
        { label: 'City hatch', data: [410, 100, 380, 5, 170], valueFormatter: withUnit },
        { label: 'Family SUV', data: [560, 220, 520, 7, 300], valueFormatter: withUnit },
      ]}
    />
  );
}
