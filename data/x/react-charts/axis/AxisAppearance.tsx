import { BarChart } from '@mui/x-charts/BarChart';

const products = ['Espresso machine', 'Milk frother', 'Coffee grinder', 'Travel mug', 'Pour-over kit'];
const shortNames = ['Espresso', 'Frother', 'Grinder', 'Mug', 'Pour-over'];
const returns = [4.2, 1.1, 2.8, 0.6, 1.9];

export default function AxisAppearance() {
  return (
    <BarChart
      height={260}
      margin={{ top: 24 }}
      title="Return rate per product"
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: products,
          width: 88,
          disableTicks: true,
          // Short names on the axis, full names in the tooltip.
          valueFormatter: (name: string, context) =>
            context.location === 'tick' ? shortNames[products.indexOf(name)] : name,
        },
      ]}
      xAxis={[
        {
          position: 'top',
          label: 'Returned orders (%)',
          height: 48,
          tickNumber: 5,
          valueFormatter: (value: number) => `${value}%`,
        },
      ]}
      series={[{ data: returns, label: 'Return rate', valueFormatter: (v) => `${v}%` }]}
      hideLegend
    />
  );
}
