import { BarChart, barClasses, barElementClasses, barLabelClasses } from '@mui/x-charts/BarChart';

// Water used per guest night at three hotels, in litres; "after" is the year after new fittings.
const hotels = ['Seaview', 'Old Mill', 'Parkside'];

export default function SeriesCssGradient() {
  return (
    <BarChart
      height={260}
      margin={{ top: 24 }}
      aria-label="Water used per guest night, before and after new fittings"
      xAxis={[{ scaleType: 'band', data: hotels }]}
      yAxis={[{ width: 40 }]}
      series={[
        { id: 'before', label: 'Before', data: [182, 214, 167], color: '#b0bec5' },
        { id: 'after', label: 'After', data: [121, 149, 118], color: '#0288d1' },
      ]}
      barLabel="value"
      sx={{
        // Each series' group of bars and group of labels carries data-series="<series id>".
        [`& .${barClasses.series}[data-series="after"] .${barElementClasses.root}`]: {
          fill: 'url(#water-gradient)',
        },
        [`& .${barClasses.seriesLabels}[data-series="after"] .${barLabelClasses.root}`]: {
          fontWeight: 700,
          fill: '#fff',
        },
      }}
    >
      <defs>
        <linearGradient id="water-gradient" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#4fc3f7" />
          <stop offset="100%" stopColor="#01579b" />
        </linearGradient>
      </defs>
    </BarChart>
  );
}
