import { PieChart } from '@mui/x-charts/PieChart';

// How a city commutes, share of trips.
const modes = [
  { id: 'walk', label: 'Walking', value: 31 },
  { id: 'transit', label: 'Public transport', value: 27 },
  { id: 'car', label: 'Car', value: 24 },
  { id: 'bike', label: 'Bicycle', value: 14 },
  { id: 'other', label: 'Other', value: 4 },
];

export default function PieSliceHighlight() {
  return (
    <PieChart
      height={260}
      margin={{ top: 24, bottom: 24 }}
      series={[
        {
          data: modes,
          innerRadius: 40,
          paddingAngle: 1,
          cornerRadius: 4,
          valueFormatter: (item) => `${item.value}% of trips`,
          highlightScope: { highlight: 'item', fade: 'global' },
          // The hovered slice grows; the others shrink and turn grey.
          highlighted: { additionalRadius: 8 },
          faded: { additionalRadius: -6, innerRadius: 46, color: 'gray' },
        },
      ]}
    />
  );
}
