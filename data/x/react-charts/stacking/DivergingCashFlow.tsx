import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Cash in (positive) and cash out (negative) of a small agency, in thousands of euros.
const flows = [
  { label: 'Projects', data: [42, 38, 51, 47, 55, 60] },
  { label: 'Retainers', data: [18, 18, 20, 20, 22, 22] },
  { label: 'Payroll', data: [-39, -39, -41, -41, -44, -44] },
  { label: 'Rent & tools', data: [-9, -8, -8, -12, -8, -9] },
];

export default function DivergingCashFlow() {
  return (
    <BarChart
      height={320}
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 44, valueFormatter: (value: number) => `${value}k` }]}
      // Bars stack with the 'diverging' offset by default: positives go up, negatives go down.
      series={flows.map((flow) => ({
        ...flow,
        stack: 'cash',
        valueFormatter: (value: number | null) => `€${value}k`,
      }))}
      grid={{ horizontal: true }}
    />
  );
}
