import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Rainfall per day over one year at a weather station, in mm (fixed, deterministic values).
const days = Array.from({ length: 365 }, (_, index) => index);
const rainfall = days.map((day) => {
  const season = 2.2 + 1.8 * Math.cos(((day - 20) / 365) * 2 * Math.PI);
  const shower = (day * 37) % 11 < 4 ? ((day * 53) % 17) / 2 : 0;
  return Math.round((shower * season) / 2) / 2;
});

const dateOfDay = (day: number) => new Date(Date.UTC(2024, 0, 1 + day));
const tickDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

export default function ZoomSliderPreview() {
  return (
    <BarChartPro
      height={280}
      margin={{ top: 24, right: 24 }}
      xAxis={[
        {
          id: 'day',
          scaleType: 'band',
          data: days,
          valueFormatter: (day: number, context) =>
            context.location === 'tick' ? tickDate.format(dateOfDay(day)) : fullDate.format(dateOfDay(day)),
          zoom: { minSpan: 5, slider: { enabled: true, preview: true, showTooltip: 'hover' } },
        },
      ]}
      yAxis={[{ width: 40, valueFormatter: (value: number) => `${value} mm` }]}
      series={[{ data: rainfall, label: 'Rainfall', valueFormatter: (value) => `${value} mm` }]}
      // Start on March: 16% to 25% of the year.
      initialZoom={[{ axisId: 'day', start: 16, end: 25 }]}
    />
  );
}
