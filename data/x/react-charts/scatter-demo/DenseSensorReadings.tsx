import { ScatterChart } from '@mui/x-charts/ScatterChart';

function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(404);

// 2,000 readings from a wind turbine: wind speed (m/s) against power output (kW).
const readings = Array.from({ length: 2000 }, (_, index) => {
  const wind = Math.round(random() * 250) / 10;
  const ideal = wind < 3 ? 0 : wind > 13 ? 2000 : 2000 * ((wind - 3) / 10) ** 2.2;
  const output = wind > 24 ? 0 : Math.max(0, Math.round(ideal * (0.9 + random() * 0.2) - random() * 60));
  return { id: index, x: wind, y: output };
});

export default function DenseSensorReadings() {
  return (
    <ScatterChart
      height={340}
      margin={{ top: 24, right: 24 }}
      skipAnimation
      xAxis={[{ label: 'Wind speed (m/s)', min: 0, max: 25 }]}
      yAxis={[{ min: 0, max: 2200, width: 50, valueFormatter: (value: number) => `${value / 1000}MW` }]}
      series={[
        {
          label: 'Readings',
          data: readings,
          markerSize: 2,
          valueFormatter: (point) => (point ? `${point.x} m/s → ${point.y} kW` : ''),
        },
      ]}
      voronoiMaxRadius={12}
      sx={{ '& .MuiScatter-root circle': { fillOpacity: 0.45 } }}
      hideLegend
    />
  );
}
