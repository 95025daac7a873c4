import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function CityTemperatures() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        { label: 'Oslo', data: [-4, -4, 0, 5, 11, 15, 17, 16, 11, 6, 1, -3], valueFormatter: celsius },
        { label: 'Lisbon', data: [11, 12, 14, 16, 18, 22, 24, 24, 22, 19, 14, 12], valueFormatter: celsius },
        { label: 'Denver', data: [0, 1, 5, 8, 14, 20, 23, 22, 17, 10, 4, 0], valueFormatter: celsius },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
