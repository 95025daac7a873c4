import { LineChart } from '@mui/x-charts/LineChart';

const visits = [
  { day: 'Thu', desktop: 1402, mobile: 1230 },
  { day: 'Fri', desktop: 1288, mobile: 1390 },
  { day: 'Sat', desktop: 760, mobile: 1510 },
  { day: 'Sun', desktop: 695, mobile: 1475 },
];

export default function WeeklyVisits() {
  return (
    <LineChart
      height={300}
      dataset={visits}
      xAxis={[{ scaleType: 'point', dataKey: 'day' }]}
      series={[
        { dataKey: 'desktop', label: 'Desktop visits' },
        { dataKey: 'mobile', label: 'Mobile visits', area: true },
      ]}
    />
  );
}
