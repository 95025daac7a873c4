import { BarChart } from '@mui/x-charts/BarChart';

// Books lent by two branches of a city library. The Harbour branch is closed on Mondays.
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export default function LibraryLoansBasic() {
  return (
    <BarChart
      height={260}
      margin={{ top: 24 }}
      aria-label="Books lent per weekday by two library branches"
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      yAxis={[{ width: 40 }]}
      series={[
        { label: 'Central', data: [212, 168, 190, 175, 231, 304] },
        { label: 'Harbour', data: [null, 74, 88, 69, 102, 157] },
      ]}
    />
  );
}
