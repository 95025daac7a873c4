import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const steps = [
  { label: 'Sessions', value: 10000 },
  { label: 'Viewed 2+ pages', value: 6400 },
  { label: 'Started sign-up', value: 2100 },
  { label: 'Signed up', value: 1300 },
];

export default function SignupFlowFunnel() {
  return (
    <FunnelChart
      height={300}
      title="Sign-up flow: 10,000 sessions, 1,300 sign-ups"
      series={[
        {
          data: steps,
          valueFormatter: (item) =>
            item
              ? `${item.value.toLocaleString('en-US')} (${Math.round((item.value / steps[0].value) * 100)}%)`
              : '',
          curve: 'bump',
        },
      ]}
    />
  );
}
