import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May'];

// Solar farm output: forecast vs. measured, in MWh.
export default function GradientAndPatternFills() {
  return (
    <BarChart
      height={260}
      margin={{ top: 24 }}
      aria-label="Solar farm output, forecast and measured"
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 44 }]}
      borderRadius={4}
      series={[
        // SVG paint servers, referenced by id. HTML parts (legend, tooltip) cannot use them.
        { id: 'forecast', label: 'Forecast', data: [310, 380, 520, 640, 720], color: 'url(#solar-stripes)' },
        { id: 'measured', label: 'Measured', data: [290, 402, 498, 671, 705], color: 'url(#solar-sunset)' },
      ]}
    >
      <defs>
        <linearGradient id="solar-sunset" x1="0" y1="1" x2="0" y2="0">
          <stop offset="0%" stopColor="#f57c00" />
          <stop offset="100%" stopColor="#fdd835" />
        </linearGradient>
        <pattern id="solar-stripes" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="#90caf9" />
          <line x1="0" y1="0" x2="0" y2="8" stroke="#1565c0" strokeWidth="4" />
        </pattern>
      </defs>
    </BarChart>
  );
}
