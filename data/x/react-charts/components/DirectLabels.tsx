import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXAxis, useXScale, useYScale } from '@mui/x-charts/hooks';

const quarters = ['Q1 24', 'Q2 24', 'Q3 24', 'Q4 24', 'Q1 25', 'Q2 25'];

// Writes each series' name at the end of its line, in the series colour.
function EndLabels() {
  const series = useLineSeries();
  const xAxis = useXAxis();
  const xScale = useXScale();
  const yScale = useYScale();
  const categories = xAxis.data ?? [];

  return (
    <g>
      {series.map((item) => {
        const last = item.data.length - 1;
        const value = item.data[last];
        const x = xScale(categories[last]);
        const y = value === null ? undefined : yScale(value);
        if (x === undefined || y === undefined) {
          return null;
        }
        return (
          <text key={item.id} x={x + 8} y={y} dominantBaseline="central" fontSize={13} fill={item.color}>
            {typeof item.label === 'string' ? item.label : item.id}
          </text>
        );
      })}
    </g>
  );
}

export default function DirectLabels() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24, right: 72 }}
      title="Market share of three browsers per quarter"
      hideLegend
      xAxis={[{ scaleType: 'point', data: quarters }]}
      yAxis={[{ min: 0, max: 70, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        { id: 'fox', label: 'Foxtail', data: [22, 24, 25, 27, 30, 31] },
        { id: 'orbit', label: 'Orbit', data: [61, 58, 57, 55, 52, 50] },
        { id: 'pike', label: 'Pike', data: [12, 13, 12, 13, 14, 15] },
      ]}
    >
      <EndLabels />
    </LineChart>
  );
}
