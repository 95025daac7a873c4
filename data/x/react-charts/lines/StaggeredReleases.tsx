import { LineChart } from '@mui/x-charts/LineChart';

// Weekly downloads (thousands) of three versions of a mobile app.
const weeks = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export default function StaggeredReleases() {
  return (
    <LineChart
      height={260}
      margin={{ top: 24, right: 24 }}
      aria-label="Weekly downloads of three app versions"
      xAxis={[{ data: weeks, valueFormatter: (week: number) => `Week ${week}` }]}
      yAxis={[{ width: 40 }]}
      series={[
        // Shorter than the axis: the missing tail is undefined, so the line simply stops.
        { label: 'v1', data: [48, 44, 39, 31, 22, 15] },
        // Leading nulls: v2 was released in week 4.
        {
          label: 'v2',
          data: [null, null, null, 12, 26, 35, 41, 44, 46],
          valueFormatter: (value) => (value === null ? 'not released' : `${value}k`),
        },
        // A null in the middle: the store did not report week 6.
        {
          label: 'v2 (tablet)',
          data: [null, null, null, 3, 6, null, 9, 11, 12],
          valueFormatter: (value) => (value === null ? 'no report' : `${value}k`),
        },
      ]}
    />
  );
}
