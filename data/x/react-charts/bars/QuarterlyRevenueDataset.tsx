import { BarChart } from '@mui/x-charts/BarChart';

const revenue = [
  { quarter: 'Q1', hardware: 182, software: 240, services: 96 },
  { quarter: 'Q2', hardware: 164, software: 268, services: 118 },
  { quarter: 'Q3', hardware: 201, software: 295, services: 124 },
  { quarter: 'Q4', hardware: 248, software: 331, services: 142 },
];

const inThousands = (value: number | null) => (value === null ? '' : `$${value}k`);

export default function QuarterlyRevenueDataset() {
  return (
    <BarChart
      height={320}
      margin={{ top: 24 }}
      dataset={revenue}
      xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => `$${value}k` }]}
      series={[
        { dataKey: 'hardware', label: 'Hardware', valueFormatter: inThousands },
        { dataKey: 'software', label: 'Software', valueFormatter: inThousands },
        { dataKey: 'services', label: 'Services', valueFormatter: inThousands },
      ]}
    />
  );
}
