import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const weeks = Array.from({ length: 20 }, (_, index) => index + 1);
const activeUsers = [
  1.2, 1.3, 1.3, 1.4, 2.1, 2.4, 2.5, 2.6, 2.6, 2.7, 2.7, 3.5, 3.9, 4.1, 4.2, 4.2, 4.3, 4.4, 4.4, 4.5,
];
const releases = [
  { week: 5, name: 'v2.0' },
  { week: 12, name: 'Mobile app' },
];

export default function ReleaseMilestones() {
  return (
    <LineChart
      height={320}
      margin={{ top: 24, right: 24 }}
      xAxis={[
        {
          data: weeks,
          scaleType: 'point',
          tickInterval: (week: number) => week % 4 === 1,
          valueFormatter: (week: number) => `W${week}`,
        },
      ]}
      yAxis={[{ min: 0, valueFormatter: (value: number) => `${value}k` }]}
      series={[
        {
          label: 'Weekly active users',
          data: activeUsers,
          // Only the release weeks get a mark.
          showMark: ({ position }) => releases.some((release) => release.week === position),
          valueFormatter: (value) => `${value}k`,
        },
      ]}
      hideLegend
    >
      {releases.map((release) => (
        <ChartsReferenceLine
          key={release.name}
          x={release.week}
          label={release.name}
          labelAlign="start"
          lineStyle={{ strokeDasharray: '4 4' }}
        />
      ))}
    </LineChart>
  );
}
