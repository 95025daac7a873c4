import { LineChart } from '@mui/x-charts/LineChart';

const quarters = ['Q1 23', 'Q2 23', 'Q3 23', 'Q4 23', 'Q1 24', 'Q2 24', 'Q3 24', 'Q4 24', 'Q1 25', 'Q2 25'];
const percent = (value: number | null) => (value === null ? '' : `${value.toFixed(2)}%`);

export default function PolicyRatesSteps() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'point', data: quarters }]}
      yAxis={[{ min: 0, max: 6, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        { label: 'Bank A', data: [4.75, 5.25, 5.5, 5.5, 5.5, 5.5, 5.0, 4.5, 4.5, 4.5], curve: 'stepAfter', valueFormatter: percent },
        { label: 'Bank B', data: [3.0, 3.5, 4.0, 4.0, 4.0, 3.75, 3.5, 3.0, 2.5, 2.25], curve: 'stepAfter', valueFormatter: percent },
        { label: 'Bank C', data: [4.0, 4.5, 5.25, 5.25, 5.25, 5.25, 5.0, 4.75, 4.5, 4.25], curve: 'stepAfter', valueFormatter: percent },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
