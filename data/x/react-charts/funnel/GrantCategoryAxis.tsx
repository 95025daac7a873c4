import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Applications to a city arts grant, from submission to funding.
const stages = ['Submitted', 'Eligible', 'Shortlisted', 'Interviewed', 'Funded'];
const applications = [312, 268, 96, 44, 21];

export default function GrantCategoryAxis() {
  return (
    <FunnelChart
      height={320}
      margin={{ top: 24 }}
      title="Arts grant applications, 2025 round"
      hideLegend
      categoryAxis={{
        categories: stages,
        position: 'left',
        size: 100,
        disableLine: true,
        disableTicks: true,
        tickLabelStyle: { fontWeight: 500 },
      }}
      series={[
        {
          data: applications.map((value, index) => ({ value, label: stages[index] })),
          curve: 'linear-sharp',
        },
      ]}
    />
  );
}
