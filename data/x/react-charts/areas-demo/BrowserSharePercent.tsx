import { LineChart } from '@mui/x-charts/LineChart';

const dataset = [
  { year: '2019', chrome: 64, safari: 17, edge: 4, firefox: 9, other: 6 },
  { year: '2020', chrome: 65, safari: 18, edge: 5, firefox: 8, other: 4 },
  { year: '2021', chrome: 64, safari: 19, edge: 6, firefox: 7, other: 4 },
  { year: '2022', chrome: 65, safari: 19, edge: 6, firefox: 6, other: 4 },
  { year: '2023', chrome: 63, safari: 20, edge: 8, firefox: 5, other: 4 },
  { year: '2024', chrome: 65, safari: 18, edge: 8, firefox: 5, other: 4 },
];

const browsers = [
  { dataKey: 'chrome', label: 'Chrome' },
  { dataKey: 'safari', label: 'Safari' },
  { dataKey: 'edge', label: 'Edge' },
  { dataKey: 'firefox', label: 'Firefox' },
  { dataKey: 'other', label: 'Other' },
];

export default function BrowserSharePercent() {
  return (
    <LineChart
      height={320}
      margin={{ top: 24, right: 24 }}
      dataset={dataset}
      xAxis={[{ scaleType: 'point', dataKey: 'year' }]}
      yAxis={[{ min: 0, max: 1, valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
      series={browsers.map((browser) => ({
        ...browser,
        stack: 'share',
        stackOffset: 'expand' as const,
        area: true,
        showMark: false,
        valueFormatter: (value: number | null) => `${value}%`,
      }))}
    />
  );
}
