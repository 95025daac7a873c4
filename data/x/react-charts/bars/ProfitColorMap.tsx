import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const netProfit = [12, 8, -4, -9, 3, 15, 21, 18, -2, 6, 14, 27];

export default function ProfitColorMap() {
  return (
    <BarChart
      height={300}
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          valueFormatter: (value: number) => `${value}k`,
          // Bars below zero take the first colour, bars at or above zero the second.
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#e53935', '#43a047'] },
        },
      ]}
      series={[
        {
          label: 'Net profit',
          data: netProfit,
          valueFormatter: (value) => (value === null ? '' : `€${value}k`),
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
    />
  );
}
