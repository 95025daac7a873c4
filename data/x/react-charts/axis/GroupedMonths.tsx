import { BarChart } from '@mui/x-charts/BarChart';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The category values are ISO months; groups turn them into month and quarter rows.
const periods = [
  '2024-10', '2024-11', '2024-12',
  '2025-01', '2025-02', '2025-03',
  '2025-04', '2025-05', '2025-06',
];
const newCustomers = [84, 91, 120, 76, 88, 102, 97, 110, 118];

const monthOf = (period: string) => monthNames[Number(period.slice(5)) - 1];
const quarterOf = (period: string) =>
  `Q${Math.ceil(Number(period.slice(5)) / 3)} ${period.slice(0, 4)}`;

export default function GroupedMonths() {
  return (
    <BarChart
      height={260}
      margin={{ top: 24 }}
      title="New customers per month, grouped by quarter"
      xAxis={[
        {
          scaleType: 'band',
          data: periods,
          height: 56,
          groups: [{ getValue: monthOf }, { getValue: quarterOf }],
        },
      ]}
      series={[{ data: newCustomers, label: 'New customers' }]}
    />
  );
}
