import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// A short name for the legend, a precise one (with the unit) for the tooltip.
const sources = [
  { id: 'solar', short: 'Solar', long: 'Solar farms (GWh)', data: [210, 480, 560, 190] },
  { id: 'wind', short: 'Wind', long: 'Onshore wind (GWh)', data: [620, 410, 350, 700] },
  { id: 'hydro', short: 'Hydro', long: 'Run-of-river hydro (GWh)', data: [300, 380, 260, 280] },
];

export default function SeriesLabelLocations() {
  return (
    <BarChart
      height={300}
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 48 }]}
      series={sources.map((source) => ({
        id: source.id,
        data: source.data,
        label: (location: 'tooltip' | 'legend') =>
          location === 'legend' ? source.short : source.long,
      }))}
    />
  );
}
