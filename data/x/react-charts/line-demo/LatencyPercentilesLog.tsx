import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['00', '03', '06', '09', '12', '15', '18', '21'];
const ms = (value: number | null) => (value === null ? '' : `${value} ms`);

export default function LatencyPercentilesLog() {
  return (
    <LineChart
      height={320}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'point', data: hours, valueFormatter: (hour: string) => `${hour}:00` }]}
      yAxis={[
        {
          scaleType: 'log',
          min: 10,
          max: 5000,
          width: 64,
          tickInterval: [10, 20, 50, 100, 200, 500, 1000, 2000, 5000],
          valueFormatter: (value: number) => (value >= 1000 ? `${value / 1000} s` : `${value} ms`),
        },
      ]}
      series={[
        { label: 'p50', data: [38, 35, 41, 62, 71, 66, 58, 44], valueFormatter: ms, shape: 'circle' },
        { label: 'p95', data: [120, 110, 160, 310, 420, 380, 290, 150], valueFormatter: ms, shape: 'square' },
        { label: 'p99', data: [340, 290, 610, 1450, 2900, 2200, 1100, 480], valueFormatter: ms, shape: 'diamond' },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
