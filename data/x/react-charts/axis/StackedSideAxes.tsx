import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Daily high at a mountain hut, in degrees Celsius.
const highs = [4, 7, 11, 9, 2, -3, 1];

const toFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;
const range = { min: -10, max: 20 };

export default function StackedSideAxes() {
  return (
    <LineChart
      height={260}
      aria-label="Daily high temperature at a mountain hut, in Celsius and Fahrenheit"
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[
        // Both axes are on the left: the first one sits next to the plot, the second one outside it.
        { id: 'celsius', position: 'left', ...range, width: 40, valueFormatter: (v: number) => `${v}°C` },
        {
          id: 'fahrenheit',
          position: 'left',
          min: toFahrenheit(range.min),
          max: toFahrenheit(range.max),
          width: 40,
          valueFormatter: (v: number) => `${v}°F`,
        },
      ]}
      series={[
        {
          data: highs,
          yAxisId: 'celsius',
          label: 'Daily high',
          valueFormatter: (v) => (v === null ? '' : `${v}°C / ${toFahrenheit(v)}°F`),
        },
      ]}
      hideLegend
    />
  );
}
