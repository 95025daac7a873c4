import { BarChart } from '@mui/x-charts/BarChart';

const months = ['2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
// Books lent by a neighbourhood library each month.
const loans = [1320, 1180, 1560, 1490, 1610, 1420, 1380, 1270];

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const toDate = (period: string) => new Date(`${period}-01T00:00:00Z`);

export default function TwoLineTickLabels() {
  return (
    <BarChart
      height={260}
      aria-label="Library loans per month, November 2024 to June 2025"
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          height: 40,
          valueFormatter: (period: string, context) => {
            if (context.location !== 'tick') {
              return longMonth.format(toDate(period));
            }
            // A second line with the year under the first month and under each January.
            const month = shortMonth.format(toDate(period));
            return period === months[0] || period.endsWith('-01') ? `${month}\n${period.slice(0, 4)}` : month;
          },
        },
      ]}
      yAxis={[{ width: 44 }]}
      series={[{ data: loans, label: 'Books lent' }]}
    />
  );
}
