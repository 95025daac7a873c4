import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function CanteenMealsLabels() {
  return (
    <BarChart
      height={320}
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'band', data: days }]}
      series={[
        { label: 'Meat', data: [142, 128, 150, 136, 98], stack: 'meals' },
        { label: 'Vegetarian', data: [88, 95, 84, 102, 120], stack: 'meals' },
        { label: 'Vegan', data: [21, 14, 30, 26, 9], stack: 'meals' },
      ]}
      // Hide the label when the bar segment is too short to hold it.
      barLabel={(item, context) => (context.bar.height < 18 ? null : `${item.value}`)}
    />
  );
}
