import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Support tickets closed at each level of a help desk in May,
// listed from the smallest level (the tip) to the largest (the base).
const levels = [
  { label: 'Engineering', value: 38 },
  { label: 'Tier 3 specialists', value: 170 },
  { label: 'Tier 2 agents', value: 920 },
  { label: 'Tier 1 and self-service', value: 4150 },
];

export default function EscalationPyramid() {
  return (
    <FunnelChart
      height={320}
      title="Where support tickets were resolved in May"
      series={[
        {
          curve: 'pyramid',
          data: levels,
          valueFormatter: (item) =>
            item ? `${item.value.toLocaleString('en-US')} tickets` : '',
        },
      ]}
    />
  );
}
