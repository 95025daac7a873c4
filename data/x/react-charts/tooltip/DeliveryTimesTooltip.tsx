import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const dayNames = ['Monday 2 June', 'Tuesday 3 June', 'Wednesday 4 June', 'Thursday 5 June', 'Friday 6 June', 'Saturday 7 June', 'Sunday 8 June'];

const median = [28, 31, 27, 33, 41, 46, 0];
const late = [12, 9, 15, 22, 38, 51, 0];
const orders = [412, 398, 430, 455, 610, 702, 0];

export default function DeliveryTimesTooltip() {
  return (
    <BarChart
      height={300}
      margin={{ top: 24 }}
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          // Short names on the axis, the full date at the top of the tooltip.
          valueFormatter: (day: string, context) =>
            context.location === 'tooltip' ? dayNames[days.indexOf(day)] : day,
        },
      ]}
      yAxis={[{ width: 40 }]}
      series={[
        {
          data: median,
          label: 'Median delivery time',
          // The context gives the data index, to add facts from other arrays.
          valueFormatter: (value, { dataIndex }) =>
            orders[dataIndex] === 0 ? 'Closed' : `${value} min over ${orders[dataIndex]} orders`,
        },
        {
          data: late,
          label: 'Late deliveries',
          // Returning null removes the row from the tooltip.
          valueFormatter: (value) => (value ? `${value}` : null),
        },
      ]}
    />
  );
}
