import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Water level of a river at a gauging station, every six hours over three weeks, in metres.
const readings = Array.from({ length: 84 }, (_, index) => index);
const level = readings.map((index) => {
  const flood = 1.9 * Math.exp(-(((index - 46) / 9) ** 2));
  return Math.round((1.2 + flood + 0.08 * Math.sin(index / 2)) * 100) / 100;
});
const stamp = (index: number) => `Day ${Math.floor(index / 4) + 1}, ${String((index % 4) * 6).padStart(2, '0')}:00`;

export default function RiverLevelSliders() {
  return (
    <LineChartPro
      height={260}
      margin={{ top: 16, right: 16 }}
      xAxis={[
        {
          id: 'reading',
          scaleType: 'point',
          data: readings,
          valueFormatter: stamp,
          // A slider under the x-axis, with the default size.
          zoom: { slider: { enabled: true } },
        },
      ]}
      yAxis={[
        {
          id: 'level',
          width: 48,
          valueFormatter: (value: number) => `${value} m`,
          // A slider beside the y-axis, with more room around it.
          zoom: { slider: { enabled: true, size: 36 } },
        },
      ]}
      series={[{ data: level, label: 'Water level', showMark: false, valueFormatter: (value) => `${value} m` }]}
      initialZoom={[
        { axisId: 'reading', start: 40, end: 75 },
        { axisId: 'level', start: 0, end: 100 },
      ]}
    />
  );
}
