import { PieChart } from '@mui/x-charts/PieChart';

// Grams of each macronutrient in a 650 kcal lunch.
const grams = [
  { id: 'carbs', name: 'Carbohydrates', short: 'Carbs', value: 78, color: '#ffa726' },
  { id: 'protein', name: 'Protein', short: 'Protein', value: 34, color: '#ef5350' },
  { id: 'fat', name: 'Fat', short: 'Fat', value: 22, color: '#42a5f5' },
  { id: 'fibre', name: 'Fibre', short: 'Fibre', value: 9, color: '#66bb6a' },
];
const total = grams.reduce((sum, item) => sum + item.value, 0);

export default function MacronutrientLabels() {
  return (
    <PieChart
      height={280}
      series={[
        {
          // One label function, three places: the legend, the tooltip and the arcs get different texts.
          data: grams.map((item) => ({
            id: item.id,
            value: item.value,
            color: item.color,
            label: (location: 'legend' | 'tooltip' | 'arc') => {
              if (location === 'legend') {
                return `${item.name} · ${item.value} g`;
              }
              return location === 'arc' ? item.short : item.name;
            },
          })),
          innerRadius: 45,
          paddingAngle: 2,
          cornerRadius: 5,
          arcLabel: 'label',
          arcLabelMinAngle: 30,
          valueFormatter: (item) => `${item.value} g (${Math.round((item.value / total) * 100)}% of the weight)`,
        },
      ]}
    />
  );
}
