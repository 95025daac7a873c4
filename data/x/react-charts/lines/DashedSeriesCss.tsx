import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';

// Visitors to a botanic garden per month: this year, last year and the five-year average.
const months = ['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

export default function DashedSeriesCss() {
  return (
    <LineChart
      height={260}
      margin={{ top: 24, right: 24 }}
      aria-label="Botanic garden visitors per month"
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 44, valueFormatter: (value: number) => `${value}k` }]}
      series={[
        { id: 'current', label: '2025', data: [18, 29, 41, 47, 52, 49, 33], area: true, color: '#2e7d32' },
        { id: 'previous', label: '2024', data: [15, 24, 38, 44, 46, 50, 30], color: '#8d6e63' },
        { id: 'average', label: '5-year average', data: [14, 22, 35, 40, 45, 44, 28], color: '#90a4ae' },
      ]}
      sx={{
        // Lines and areas carry data-series="<series id>"; so does the group holding a series' marks.
        [`& .${lineElementClasses.root}[data-series="previous"]`]: { strokeDasharray: '8 4' },
        [`& .${lineElementClasses.root}[data-series="average"]`]: { strokeDasharray: '2 3', strokeWidth: 3 },
        [`& g[data-series="average"] .${markElementClasses.root}`]: { display: 'none' },
        '& .MuiAreaElement-root[data-series="current"]': { fill: 'url(#garden-fade)' },
      }}
    >
      <defs>
        <linearGradient id="garden-fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#66bb6a" stopOpacity={0.5} />
          <stop offset="100%" stopColor="#66bb6a" stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
