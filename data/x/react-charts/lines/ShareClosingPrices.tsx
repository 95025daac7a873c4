import { LineChart } from '@mui/x-charts/LineChart';

// One record per trading day; dates are created in UTC so every reader sees the same days.
const closes = [
  [3, 2, 184.2], [3, 3, 186.9], [3, 4, 185.1], [3, 5, 189.4], [3, 6, 192.8],
  [3, 9, 191.5], [3, 10, 195.2], [3, 11, 193.7], [3, 12, 197.9], [3, 13, 201.3],
  [3, 16, 199.8], [3, 17, 203.6], [3, 18, 206.1], [3, 19, 204.4], [3, 20, 209.7],
].map(([month, day, close]) => ({ date: new Date(Date.UTC(2025, month - 1, day)), close }));

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function ShareClosingPrices() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24, right: 24 }}
      dataset={closes}
      xAxis={[
        {
          dataKey: 'date',
          scaleType: 'utc',
          domainLimit: 'strict',
          valueFormatter: (date: Date) => dayFormat.format(date),
        },
      ]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => `$${value}` }]}
      series={[
        {
          dataKey: 'close',
          label: 'Closing price',
          showMark: false,
          valueFormatter: (value) => (value === null ? '' : `$${value.toFixed(2)}`),
        },
      ]}
      hideLegend
    />
  );
}
