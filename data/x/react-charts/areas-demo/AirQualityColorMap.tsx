import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => `${hour}h`);
// Air-quality index over one day in a city centre.
const aqi = [
  38, 35, 33, 31, 30, 34, 52, 78, 96, 88, 72, 64,
  61, 58, 63, 74, 92, 118, 104, 83, 66, 54, 47, 41,
];

export default function AirQualityColorMap() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'point', data: hours, tickInterval: (_: string, index: number) => index % 3 === 0 }]}
      yAxis={[
        {
          min: 0,
          max: 150,
          // Low values are green, high values red; the line and the area share the gradient.
          colorMap: { type: 'continuous', min: 20, max: 120, color: ['#66bb6a', '#e53935'] },
        },
      ]}
      series={[{ label: 'Air-quality index', data: aqi, area: true, showMark: false }]}
      hideLegend
    />
  );
}
