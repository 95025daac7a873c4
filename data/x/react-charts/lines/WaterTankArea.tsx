import { LineChart } from '@mui/x-charts/LineChart';

// Level of a farm's rainwater tank over two weeks, in percent of its capacity.
const days = Array.from({ length: 14 }, (_, index) => `D${index + 1}`);
const level = [62, 58, 55, 71, 84, 80, 74, 69, 63, 57, 52, 66, 73, 70];

export default function WaterTankArea() {
  return (
    <LineChart
      height={260}
      margin={{ top: 24, right: 24 }}
      aria-label="Rainwater tank level over two weeks"
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ min: 0, max: 100, width: 40, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          label: 'Tank level',
          data: level,
          area: true,
          showMark: false,
          color: '#0277bd',
          valueFormatter: (value) => `${value}% full`,
        },
      ]}
      hideLegend
    />
  );
}
