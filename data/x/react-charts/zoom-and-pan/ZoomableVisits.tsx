import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// A tiny seeded generator: the same "random" data on the server and in the browser.
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(2025);
const days = Array.from({ length: 181 }, (_, index) => new Date(Date.UTC(2025, 0, 1 + index)));
// Weekday peaks, weekend dips, slow growth and some noise.
const visits = days.map((day, index) => {
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  return Math.round((weekend ? 2600 : 4100) + index * 9 + random() * 900);
});

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });

export default function ZoomableVisits() {
  return (
    <LineChartPro
      height={260}
      margin={{ top: 24, right: 24 }}
      showToolbar
      xAxis={[
        {
          id: 'day',
          scaleType: 'utc',
          data: days,
          zoom: true,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? shortDate.format(date) : longDate.format(date),
        },
      ]}
      yAxis={[{ width: 44, valueFormatter: (value: number) => `${value / 1000}k` }]}
      series={[{ data: visits, label: 'Daily visits', showMark: false, area: true }]}
    />
  );
}
