import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const euros = (value: number | null) => (value === null ? '' : `€${value}k`);
const streams = [
  { label: 'Subscriptions', data: [62, 64, 67, 70, 72, 75, 77, 80, 84, 87, 91, 95] },
  { label: 'Licences', data: [30, 28, 35, 31, 29, 38, 33, 30, 41, 36, 34, 45] },
  { label: 'Consulting', data: [18, 22, 19, 25, 27, 21, 16, 14, 24, 28, 26, 22] },
  { label: 'Training', data: [6, 8, 9, 7, 10, 12, 5, 4, 11, 13, 12, 9] },
];

export default function RevenueStreamsStacked() {
  return (
    <LineChart
      height={320}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => `€${value}k` }]}
      series={streams.map((stream) => ({
        ...stream,
        stack: 'revenue',
        area: true,
        showMark: false,
        valueFormatter: euros,
      }))}
    />
  );
}
