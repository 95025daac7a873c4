import { BarChart } from '@mui/x-charts/BarChart';

// Dishes sold by a café on a Saturday, with the course each belongs to.
const menu = [
  { dish: 'Soup', course: 'Starters', sold: 34 },
  { dish: 'Bruschetta', course: 'Starters', sold: 21 },
  { dish: 'Risotto', course: 'Mains', sold: 48 },
  { dish: 'Fish pie', course: 'Mains', sold: 39 },
  { dish: 'Salad bowl', course: 'Mains', sold: 27 },
  { dish: 'Tart', course: 'Desserts', sold: 31 },
  { dish: 'Sorbet', course: 'Desserts', sold: 18 },
];

export default function GroupedYAxis() {
  return (
    <BarChart
      height={300}
      aria-label="Dishes sold on Saturday, grouped by course"
      layout="horizontal"
      dataset={menu}
      yAxis={[
        {
          scaleType: 'band',
          dataKey: 'dish',
          width: 150,
          // Inner column: the dish; outer column: its course (neighbours with the same course merge).
          groups: [
            { getValue: (dish: string) => dish },
            { getValue: (dish: string, index: number) => menu[index].course },
          ],
        },
      ]}
      series={[{ dataKey: 'sold', label: 'Portions sold' }]}
      hideLegend
    />
  );
}
