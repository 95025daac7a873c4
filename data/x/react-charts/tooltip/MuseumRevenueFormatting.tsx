import { LineChart } from '@mui/x-charts/LineChart';

// Yearly ticket revenue of a city museum, one point per year (UTC dates).
const years = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024].map(
  (year) => new Date(`${year}-01-01T00:00:00Z`),
);
const revenue = [1_840_000, 1_965_000, 2_110_000, 620_000, 1_030_000, 1_790_000, 2_240_000, 2_385_000];

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});

export default function MuseumRevenueFormatting() {
  return (
    <LineChart
      height={260}
      margin={{ top: 24, right: 24 }}
      aria-label="Museum ticket revenue per year"
      xAxis={[
        {
          // A 'utc' scale keeps ticks identical on the server and in every time zone.
          scaleType: 'utc',
          data: years,
          tickInterval: years,
          // Only the year, on the ticks and in the tooltip header.
          valueFormatter: (date: Date) => String(date.getUTCFullYear()),
        },
      ]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => compactDollars.format(value) }]}
      series={[
        {
          data: revenue,
          label: 'Ticket revenue',
          // Full amounts in the tooltip, compact ones on the axis.
          valueFormatter: (value) => (value === null ? '' : dollars.format(value)),
        },
      ]}
    />
  );
}
