import { PieChart } from '@mui/x-charts/PieChart';

const sources = [
  { id: 'search', value: 4620, label: 'Search' },
  { id: 'direct', value: 2810, label: 'Direct' },
  { id: 'social', value: 1730, label: 'Social' },
  { id: 'email', value: 940, label: 'Email' },
  { id: 'referral', value: 560, label: 'Referral' },
];
const total = sources.reduce((sum, source) => sum + source.value, 0);

export default function TrafficSourcesPie() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: sources,
          valueFormatter: (item) =>
            `${item.value.toLocaleString('en-US')} sessions (${Math.round((item.value / total) * 100)}%)`,
        },
      ]}
    />
  );
}
