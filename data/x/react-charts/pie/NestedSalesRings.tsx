import { PieChart } from '@mui/x-charts/PieChart';

// Inner ring: departments. Outer ring: the products of each department, in the same order.
const departments = [
  { id: 'kitchen', value: 540, label: 'Kitchen', color: '#1e88e5' },
  { id: 'garden', value: 310, label: 'Garden', color: '#43a047' },
  { id: 'tools', value: 250, label: 'Tools', color: '#fb8c00' },
];
const products = [
  { id: 'pans', value: 260, label: 'Pans', color: '#64b5f6' },
  { id: 'knives', value: 170, label: 'Knives', color: '#90caf9' },
  { id: 'mugs', value: 110, label: 'Mugs', color: '#bbdefb' },
  { id: 'hoses', value: 180, label: 'Hoses', color: '#81c784' },
  { id: 'seeds', value: 130, label: 'Seeds', color: '#a5d6a7' },
  { id: 'drills', value: 150, label: 'Drills', color: '#ffb74d' },
  { id: 'saws', value: 100, label: 'Saws', color: '#ffcc80' },
];
const euros = (item: { value: number }) => `€${item.value}k`;

export default function NestedSalesRings() {
  return (
    <PieChart
      height={320}
      series={[
        { id: 'departments', data: departments, outerRadius: 80, valueFormatter: euros },
        {
          id: 'products',
          data: products,
          innerRadius: 90,
          outerRadius: 130,
          paddingAngle: 1,
          valueFormatter: euros,
        },
      ]}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
    />
  );
}
