import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const minutes = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90];
// Processor temperature of a render server during a long job, in degrees Celsius.
const temperature = [48, 61, 72, 79, 83, 86, 81, 66, 63, 62];

export default function ReferenceLineStyles() {
  return (
    <LineChart
      height={260}
      aria-label="Processor temperature during a render job, with warning and critical thresholds"
      margin={{ right: 24 }}
      xAxis={[{ data: minutes, valueFormatter: (m: number) => `${m} min` }]}
      yAxis={[{ min: 40, max: 100, width: 40, valueFormatter: (v: number) => `${v}°` }]}
      series={[{ data: temperature, label: 'CPU temperature (°C)' }]}
      hideLegend
    >
      <ChartsReferenceLine
        y={75}
        label="Warning 75°C"
        labelAlign="start"
        lineStyle={{ stroke: '#ed6c02', strokeDasharray: '4 4' }}
        labelStyle={{ fill: '#b85300', fontSize: 12 }}
      />
      <ChartsReferenceLine
        y={90}
        label="Shutdown 90°C"
        labelAlign="end"
        lineStyle={{ stroke: '#d32f2f', strokeWidth: 2 }}
        labelStyle={{ fill: '#c62828', fontSize: 12, fontWeight: 700 }}
      />
      <ChartsReferenceLine
        x={60}
        label="Fan speed raised"
        labelAlign="end"
        spacing={{ x: 8, y: 4 }}
        lineStyle={{ strokeDasharray: '2 3' }}
      />
    </LineChart>
  );
}
