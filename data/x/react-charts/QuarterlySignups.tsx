import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function QuarterlySignups() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { data: [320, 410, 385, 502], label: 'Web' },
        { data: [150, 198, 240, 276], label: 'Mobile' },
      ]}
    />
  );
}
