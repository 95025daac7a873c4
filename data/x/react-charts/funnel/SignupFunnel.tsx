import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const stages = [
  { label: 'Visited pricing', value: 12400 },
  { label: 'Started trial', value: 3100 },
  { label: 'Invited a teammate', value: 1450 },
  { label: 'Subscribed', value: 620 },
];

export default function SignupFunnel() {
  return (
    <FunnelChart
      height={320}
      title="Trial funnel for March: 12,400 visits, 620 subscriptions"
      series={[
        {
          data: stages,
          valueFormatter: (item) => (item ? item.value.toLocaleString('en-US') : ''),
        },
      ]}
    />
  );
}
