import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// Monthly operating costs of a small design studio, in euros.
const costs = [
  { id: 'salaries', value: 18400, short: 'Staff', label: 'Salaries and benefits', color: '#1565c0' },
  { id: 'rent', value: 4200, short: 'Rent', label: 'Office rent', color: '#6a1b9a' },
  { id: 'software', value: 2100, short: 'Tools', label: 'Software licences', color: '#00695c' },
  { id: 'travel', value: 900, short: 'Travel', label: 'Travel', color: '#bf360c' },
  { id: 'other', value: 400, short: 'Other', label: 'Other expenses', color: '#78909c' },
];

const total = costs.reduce((sum, item) => sum + item.value, 0);

export default function PieSliceLabels() {
  return (
    <PieChart
      height={280}
      margin={{ top: 24, bottom: 24 }}
      series={[
        {
          data: costs.map((item) => ({
            id: item.id,
            value: item.value,
            color: item.color,
            // The arc only has room for one word; the legend and tooltip get the full name.
            label: (location: 'tooltip' | 'legend' | 'arc') =>
              location === 'arc' ? item.short : item.label,
          })),
          innerRadius: 50,
          paddingAngle: 1,
          cornerRadius: 3,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          arcLabelMinAngle: 25,
          valueFormatter: (item) => `€${item.value.toLocaleString('en-US')}`,
        },
      ]}
      sx={{
        [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 700 },
      }}
    />
  );
}
