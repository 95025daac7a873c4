import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// One colour per series, in series order: last year muted, this year strong, in both colour modes.
const yearColors = (mode: 'light' | 'dark') =>
  mode === 'dark'
    ? ['#5561c9', '#a8782a', '#8f9bff', '#ffb454']
    : ['#9aa3f5', '#f0b454', '#3f51e0', '#c2620c'];

export default function YearOverYearStacks() {
  return (
    <BarChart
      height={320}
      margin={{ top: 24 }}
      colors={yearColors}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 44, valueFormatter: (value: number) => `${value}k` }]}
      series={[
        { stack: '2024', label: 'Online 2024', data: [48, 52, 57, 81] },
        { stack: '2024', label: 'Retail 2024', data: [92, 88, 85, 120] },
        { stack: '2025', label: 'Online 2025', data: [61, 66, 70, 98] },
        { stack: '2025', label: 'Retail 2025', data: [90, 84, 86, 117] },
      ]}
    />
  );
}
