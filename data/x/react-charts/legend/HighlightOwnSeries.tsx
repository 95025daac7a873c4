import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Order lines picked per hour: one warehouse against two benchmarks.
const series = [
  { id: 'porto', label: 'Porto (this site)', data: [118, 124, 131, 140] },
  { id: 'network', label: 'Network average', data: [110, 112, 115, 119], color: '#90a4ae' },
  { id: 'best', label: 'Best site', data: [142, 145, 149, 151], color: '#607d8b' },
];

export default function HighlightOwnSeries() {
  return (
    <BarChart
      height={300}
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 40 }]}
      series={series}
      slotProps={{
        legend: {
          sx: {
            // Every legend item carries the id of its series in `data-series`.
            '& [data-series="porto"]': { fontWeight: 700, fontSize: 14 },
            '& [data-series="network"], & [data-series="best"]': {
              color: 'text.secondary',
              fontStyle: 'italic',
            },
          },
        },
      }}
    />
  );
}
