import { BarChart } from '@mui/x-charts/BarChart';

const ageGroups = ['0–14', '15–29', '30–44', '45–59', '60–74', '75+'];
// Residents of a mid-sized town, in thousands.
const men = [8.1, 9.4, 10.2, 10.8, 8.6, 4.1];
const women = [7.7, 9.0, 10.0, 11.1, 9.5, 6.3];

const thousands = (value: number | null) => (value === null ? '' : `${Math.abs(value)}k`);

export default function PopulationPyramid() {
  return (
    <BarChart
      height={320}
      margin={{ top: 24 }}
      title="Population by age group and sex"
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: ageGroups, reverse: true, width: 56 }]}
      xAxis={[{ valueFormatter: (value: number) => `${Math.abs(value)}k`, min: -12, max: 12 }]}
      series={[
        // Men are drawn to the left with negative values; the formatters hide the sign.
        { label: 'Men', data: men.map((value) => -value), stack: 'people', valueFormatter: thousands },
        { label: 'Women', data: women, stack: 'people', valueFormatter: thousands },
      ]}
    />
  );
}
