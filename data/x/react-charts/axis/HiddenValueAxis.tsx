import { BarChart } from '@mui/x-charts/BarChart';

const options = ['Tuesday', 'Wednesday', 'Thursday', 'Friday'];
// Team poll: preferred day for the weekly planning meeting.
const votes = [7, 12, 9, 3];

export default function HiddenValueAxis() {
  return (
    <BarChart
      height={240}
      aria-label="Votes for the preferred planning meeting day"
      layout="horizontal"
      // The value axis is hidden; each bar prints its own count instead.
      xAxis={[{ position: 'none', min: 0 }]}
      yAxis={[{ scaleType: 'band', data: options, width: 84, disableTicks: true }]}
      series={[{ data: votes, label: 'Votes' }]}
      barLabel="value"
      margin={{ right: 16 }}
      hideLegend
    />
  );
}
