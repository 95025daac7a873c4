import { LineChart } from '@mui/x-charts/LineChart';

// One reading every six hours over four days, in UTC so every reader sees the same ticks.
const readings = [18, 14, 21, 26, 19, 15, 23, 27, 17, 13, 20, 24, 16, 12, 19, 22];
const times = readings.map((_, index) => new Date(Date.UTC(2025, 5, 14, index * 6)));
const midnights = times.filter((time) => time.getUTCHours() === 0);

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const fullFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export default function UtcTimeAxis() {
  return (
    <LineChart
      height={260}
      margin={{ top: 24 }}
      title="Greenhouse temperature, June 14 to 17 (UTC)"
      xAxis={[
        {
          scaleType: 'utc',
          data: times,
          // Ticks at midnight only; the tooltip shows the exact time.
          tickInterval: midnights,
          valueFormatter: (value: Date, context) =>
            context.location === 'tick' ? dayFormat.format(value) : `${fullFormat.format(value)} UTC`,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[{ data: readings, label: 'Temperature (°C)', showMark: false }]}
    />
  );
}
