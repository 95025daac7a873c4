import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Revenue in thousands of euros. The three series share the stack id 'revenue'.
const products = [
  { label: 'Hardware', data: [120, 135, 128, 190] },
  { label: 'Software', data: [210, 228, 251, 274] },
  { label: 'Services', data: [64, 70, 92, 105] },
];

export default function ProductRevenueStack() {
  return (
    <BarChart
      height={320}
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 44, valueFormatter: (value: number) => `${value}k` }]}
      series={products.map((product) => ({
        ...product,
        stack: 'revenue',
        valueFormatter: (value: number | null) => `€${value}k`,
      }))}
      barLabel={(item, context) => (context.bar.height < 20 ? null : String(item.value))}
    />
  );
}
