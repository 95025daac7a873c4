import { BarChart } from '@mui/x-charts/BarChart';

const airports = [
  { code: 'LIS', name: 'Lisbon Humberto Delgado', delay: 21 },
  { code: 'BCN', name: 'Barcelona El Prat', delay: 17 },
  { code: 'AMS', name: 'Amsterdam Schiphol', delay: 14 },
  { code: 'VIE', name: 'Vienna International', delay: 9 },
  { code: 'HEL', name: 'Helsinki Vantaa', delay: 6 },
];

const nameByCode = new Map(airports.map((airport) => [airport.code, airport.name]));

export default function AirportCodesAxisFormatter() {
  return (
    <BarChart
      height={260}
      layout="horizontal"
      margin={{ top: 16, right: 24 }}
      aria-label="Average departure delay per airport"
      dataset={airports}
      yAxis={[
        {
          scaleType: 'band',
          dataKey: 'code',
          width: 48,
          // Codes fit next to the bars; the tooltip header has room for the full name.
          valueFormatter: (code: string, context) =>
            context.location === 'tooltip' ? `${nameByCode.get(code)} (${code})` : code,
        },
      ]}
      xAxis={[{ label: 'Minutes' }]}
      series={[
        {
          dataKey: 'delay',
          label: 'Average delay',
          valueFormatter: (value) => `${value} min`,
        },
      ]}
      hideLegend
    />
  );
}
