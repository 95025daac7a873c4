import { PieChart, pieArcClasses, pieClasses } from '@mui/x-charts/PieChart';

// Inner ring: loans per section this month. Outer ring: the same sections last month.
const thisMonth = [
  { id: 'fiction-now', value: 420, label: 'Fiction (May)', color: '#5c6bc0' },
  { id: 'kids-now', value: 310, label: 'Children (May)', color: '#26a69a' },
  { id: 'science-now', value: 140, label: 'Science (May)', color: '#ef6c00' },
];
const lastMonth = [
  { id: 'fiction-before', value: 380, label: 'Fiction (April)', color: '#5c6bc0' },
  { id: 'kids-before', value: 260, label: 'Children (April)', color: '#26a69a' },
  { id: 'science-before', value: 170, label: 'Science (April)', color: '#ef6c00' },
];
const loans = (item: { value: number }) => `${item.value} loans`;

export default function LibraryLoansRingStyling() {
  return (
    <PieChart
      height={300}
      aria-label="Library loans per section: May on the inner ring, April on the outer ring"
      series={[
        { id: 'may', data: thisMonth, outerRadius: 85, valueFormatter: loans },
        { id: 'april', data: lastMonth, innerRadius: 95, outerRadius: 125, valueFormatter: loans },
      ]}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
      sx={{
        // Every ring is a <g> with the series id in its data-series attribute.
        [`& .${pieClasses.series}[data-series="april"] .${pieArcClasses.root}`]: {
          opacity: 0.5,
          strokeDasharray: '4 3',
        },
        // Thicker separators on the current month.
        [`& .${pieArcClasses.series}-may`]: { strokeWidth: 3 },
      }}
    />
  );
}
