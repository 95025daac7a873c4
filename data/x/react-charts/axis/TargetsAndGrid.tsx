import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const weeks = ['W27', 'W28', 'W29', 'W30', 'W31', 'W32', 'W33', 'W34'];
// Orders shipped within 24 hours, in percent.
const onTime = [91, 94, 88, 96, 97, 93, 85, 95];

export default function TargetsAndGrid() {
  return (
    <BarChart
      height={260}
      margin={{ top: 24, right: 24 }}
      title="Share of orders shipped within 24 hours, weeks 27 to 34"
      grid={{ horizontal: true }}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      yAxis={[{ min: 70, max: 100, valueFormatter: (value: number) => `${value}%` }]}
      series={[{ data: onTime, label: 'Shipped on time', valueFormatter: (v) => `${v}%` }]}
    >
      <ChartsReferenceLine
        y={90}
        label="Target 90%"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
      <ChartsReferenceLine x="W33" label="Warehouse move" labelAlign="start" />
    </BarChart>
  );
}
