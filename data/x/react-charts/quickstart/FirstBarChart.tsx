import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function FirstBarChart() {
  return (
    <BarChart
      height={300}
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `€${value}k` }]}
      series={[
        {
          label: 'Online store',
          data: [42, 48, 51, 47, 58, 64],
          valueFormatter: (value) => `€${value}k`,
        },
        {
          label: 'Retail shops',
          data: [35, 31, 38, 40, 37, 44],
          valueFormatter: (value) => `€${value}k`,
        },
      ]}
    />
  );
}
