import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7', 'Q8'];
// Annual recurring revenue of a young software company, in US dollars.
const revenue = [180000, 260000, 410000, 590000, 870000, 1240000, 1650000, 2300000];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function formatRevenue(value: number, context: AxisValueFormatterContext<'linear'>) {
  if (context.location === 'tick') {
    // The scale picks the unit and precision from the tick step: $0.5M, $1M, $1.5M…
    return value === 0 ? '$0' : context.scale.tickFormat(context.tickNumber, '$~s')(value);
  }
  return currency.format(value);
}

export default function ScaleTickFormat() {
  return (
    <LineChart
      height={260}
      aria-label="Annual recurring revenue per quarter since launch"
      xAxis={[{ scaleType: 'point', data: quarters }]}
      yAxis={[{ scaleType: 'linear', width: 52, valueFormatter: formatRevenue }]}
      series={[
        {
          data: revenue,
          label: 'Recurring revenue',
          area: true,
          valueFormatter: (v) => currency.format(v ?? 0),
        },
      ]}
    />
  );
}
