import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Diameter of 40 machined bolts, in mm. Specification: 10.00 ± 0.05 mm.
const diameters = [
  10.01, 9.99, 10.02, 10.0, 9.98, 10.03, 10.01, 9.97, 10.0, 10.02, 10.04, 10.01, 9.99, 10.06, 10.02,
  10.0, 9.98, 10.01, 10.03, 9.96, 10.0, 10.02, 9.99, 10.01, 9.94, 10.0, 10.03, 10.01, 9.99, 10.02,
  10.04, 10.0, 9.98, 10.01, 10.05, 10.07, 10.02, 10.0, 9.99, 10.01,
];
const points = diameters.map((diameter, index) => ({ id: index, x: index + 1, y: diameter }));

export default function ToleranceControl() {
  return (
    <ScatterChart
      height={320}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ label: 'Bolt', min: 0, max: 41, tickInterval: [1, 10, 20, 30, 40] }]}
      yAxis={[
        {
          min: 9.9,
          max: 10.1,
          width: 56,
          valueFormatter: (value: number) => value.toFixed(2),
          // Points outside 9.95–10.05 mm turn red.
          colorMap: { type: 'piecewise', thresholds: [9.95, 10.05], colors: ['#e53935', '#43a047', '#e53935'] },
        },
      ]}
      series={[
        {
          label: 'Diameter',
          data: points,
          markerSize: 5,
          valueFormatter: (point) => (point ? `Bolt ${point.x}: ${point.y.toFixed(2)} mm` : ''),
        },
      ]}
      hideLegend
    >
      <ChartsReferenceLine y={10.05} label="Upper limit" labelAlign="end" lineStyle={{ strokeDasharray: '4 4' }} />
      <ChartsReferenceLine y={10} lineStyle={{ strokeOpacity: 0.4 }} />
      <ChartsReferenceLine y={9.95} label="Lower limit" labelAlign="end" lineStyle={{ strokeDasharray: '4 4' }} />
    </ScatterChart>
  );
}
