import { PieChart } from '@mui/x-charts/PieChart';

// "Which feature should we build next?" 412 votes.
const votes = [
  { id: 'dark', value: 131, label: 'Dark mode' },
  { id: 'export', value: 97, label: 'PDF export' },
  { id: 'offline', value: 84, label: 'Offline' },
  { id: 'sso', value: 62, label: 'SSO' },
  { id: 'api', value: 38, label: 'Public API' },
];
const totalVotes = votes.reduce((sum, vote) => sum + vote.value, 0);

export default function PollResultsOutsideLabels() {
  return (
    <PieChart
      height={320}
      margin={{ top: 36, bottom: 36, left: 90, right: 90 }}
      hideLegend
      series={[
        {
          data: votes,
          sortingValues: 'desc',
          outerRadius: '100%',
          arcLabel: (item) => `${item.label} ${Math.round((item.value / totalVotes) * 100)}%`,
          arcLabelRadius: '125%',
          valueFormatter: (item) => `${item.value} votes`,
        },
      ]}
    />
  );
}
