import { PieChart, pieArcClasses } from '@mui/x-charts/PieChart';

const orders = [
  { id: 'flat-white', value: 132, label: 'Flat white' },
  { id: 'espresso', value: 87, label: 'Espresso' },
  { id: 'cappuccino', value: 104, label: 'Cappuccino' },
  { id: 'filter', value: 56, label: 'Filter' },
  { id: 'mocha', value: 41, label: 'Mocha' },
];

export default function CoffeeOrdersHoverGrowth() {
  return (
    <PieChart
      height={280}
      aria-label="Coffee orders on a weekday morning, by drink"
      series={[
        {
          data: orders,
          innerRadius: 50,
          outerRadius: 100,
          cornerRadius: 3,
          paddingAngle: 1,
          highlightScope: { highlight: 'item', fade: 'global' },
          // Geometry of the hovered slice and of the others.
          highlighted: { additionalRadius: 12, innerRadius: 45, cornerRadius: 6 },
          faded: { additionalRadius: -10, innerRadius: 55 },
          valueFormatter: (item) => `${item.value} cups`,
        },
      ]}
      sx={{
        // Colour-related changes are simplest in CSS.
        [`& .${pieArcClasses.highlighted}`]: { stroke: '#263238', strokeWidth: 2 },
        [`& .${pieArcClasses.faded}`]: { opacity: 0.45 },
      }}
    />
  );
}
