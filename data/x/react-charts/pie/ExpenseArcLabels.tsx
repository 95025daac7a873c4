import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

const expenses = [
  { id: 'rent', value: 1250, label: 'Rent' },
  { id: 'food', value: 520, label: 'Groceries' },
  { id: 'transport', value: 180, label: 'Transport' },
  { id: 'leisure', value: 240, label: 'Leisure' },
  { id: 'utilities', value: 160, label: 'Utilities' },
  { id: 'phone', value: 35, label: 'Phone' },
];
const total = expenses.reduce((sum, expense) => sum + expense.value, 0);

export default function ExpenseArcLabels() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: expenses,
          innerRadius: 40,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          // Slices narrower than 20 degrees get no label.
          arcLabelMinAngle: 20,
          arcLabelRadius: '70%',
          valueFormatter: (item) => `€${item.value} per month`,
        },
      ]}
      sx={{
        // White text with a dark outline stays readable on light and dark slices.
        [`& .${pieArcLabelClasses.root}`]: {
          fill: '#fff',
          fontWeight: 600,
          stroke: 'rgba(0, 0, 0, 0.45)',
          strokeWidth: 3,
          paintOrder: 'stroke',
        },
      }}
    />
  );
}
