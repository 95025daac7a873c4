import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const bookings = [310, 282, 344, 398, 452, 530, 611, 596, 470, 402, 335, 388];

export default function MonthlySalesGroupedAxis() {
  return (
    <BarChart
      height={320}
      margin={{ top: 24 }}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          height: 48,
          // First row: the month. Second row: its quarter, centred under three months.
          groups: [
            { getValue: (month: string) => month },
            { getValue: (month: string, index: number) => `Q${Math.floor(index / 3) + 1}` },
          ],
        },
      ]}
      series={[{ label: 'Room bookings', data: bookings }]}
      hideLegend
      grid={{ horizontal: true }}
    />
  );
}
