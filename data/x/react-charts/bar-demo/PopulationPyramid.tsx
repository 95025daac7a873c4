import { BarChart } from '@mui/x-charts/BarChart';

const ageGroups = ['0–9', '10–19', '20–29', '30–39', '40–49', '50–59', '60–69', '70–79', '80+'];
// Thousands of residents of a mid-sized city, by age group.
const men = [41, 44, 52, 58, 55, 57, 46, 31, 14];
const women = [39, 42, 50, 57, 55, 59, 50, 38, 24];

const absolute = (value: number | null) => (value === null ? '' : `${Math.abs(value)}k`);

export default function PopulationPyramid() {
  return (
    <BarChart
      height={340}
      layout="horizontal"
      margin={{ top: 24, right: 24 }}
      yAxis={[{ scaleType: 'band', data: ageGroups, width: 56, categoryGapRatio: 0.15 }]}
      xAxis={[{ valueFormatter: (value: number) => `${Math.abs(value)}k`, min: -70, max: 70 }]}
      series={[
        // Negative values draw the men's bars to the left of zero.
        { label: 'Men', data: men.map((value) => -value), stack: 'population', valueFormatter: absolute },
        { label: 'Women', data: women, stack: 'population', valueFormatter: absolute },
      ]}
      grid={{ vertical: true }}
    />
  );
}
