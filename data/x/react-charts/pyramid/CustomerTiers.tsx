import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Ordered from the smallest tier to the largest: the pyramid's tip comes first.
const tiers = [
  { label: 'Enterprise', value: 42 },
  { label: 'Mid-market', value: 310 },
  { label: 'Small business', value: 1840 },
  { label: 'Free plan', value: 9600 },
];

export default function CustomerTiers() {
  return (
    <FunnelChart
      height={320}
      title="Customers per plan tier"
      series={[
        {
          curve: 'pyramid',
          data: tiers,
          valueFormatter: (item) => (item ? item.value.toLocaleString('en-US') : ''),
        },
      ]}
    />
  );
}
