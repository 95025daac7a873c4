import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);
// Spending compared with the weekly budget, in thousands of euros (negative = under budget).
const deviation = [-3.2, -1.8, 0.6, 2.4, 1.1, -0.7, -2.9, -4.1, -1.2, 1.9, 3.6, 0.8];

export default function BudgetDeviationBaseline() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[
        {
          min: -5,
          max: 5,
          valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value}k`,
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#43a047', '#e53935'] },
        },
      ]}
      series={[
        {
          label: 'Over / under budget',
          data: deviation,
          area: true,
          baseline: 0,
          curve: 'linear',
          valueFormatter: (value) => (value === null ? '' : `${value > 0 ? '+' : ''}€${value}k`),
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
