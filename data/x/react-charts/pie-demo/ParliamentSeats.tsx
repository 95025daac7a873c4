import { PieChart } from '@mui/x-charts/PieChart';

// 150 seats after a fictional election, ordered from left to right.
const parties = [
  { id: 'greens', label: 'Greens (14)', value: 14, color: '#43a047' },
  { id: 'social', label: 'Social Democrats (41)', value: 41, color: '#e53935' },
  { id: 'liberal', label: 'Liberals (23)', value: 23, color: '#fdd835' },
  { id: 'centre', label: 'Centre (19)', value: 19, color: '#00897b' },
  { id: 'conservative', label: 'Conservatives (45)', value: 45, color: '#1e88e5' },
  { id: 'other', label: 'Others (8)', value: 8, color: '#9e9e9e' },
];

export default function ParliamentSeats() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: parties,
          startAngle: -90,
          endAngle: 90,
          innerRadius: 60,
          outerRadius: 150,
          cy: '90%',
          paddingAngle: 0.5,
          valueFormatter: (item) => `${item.value} seats`,
        },
      ]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
    />
  );
}
