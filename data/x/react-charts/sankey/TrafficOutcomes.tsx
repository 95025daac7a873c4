import { BarChart } from '@mui/x-charts/BarChart';

// Where each traffic source's sessions ended up (10,000 sessions in total).
const sources = ['Search', 'Social', 'Email', 'Ads'];
const signedUp = [600, 200, 300, 200];
const browsed = [2300, 1200, 700, 900];
const bounced = [1300, 1200, 200, 900];

const sessions = (value: number | null) => (value === null ? '' : `${value} sessions`);

export default function TrafficOutcomes() {
  return (
    <BarChart
      height={300}
      margin={{ top: 24 }}
      title="Outcome of sessions by traffic source"
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: sources, width: 60 }]}
      xAxis={[{ valueFormatter: (value: number) => `${value / 1000}k` }]}
      series={[
        { label: 'Signed up', data: signedUp, stack: 'outcome', valueFormatter: sessions },
        { label: 'Browsed', data: browsed, stack: 'outcome', valueFormatter: sessions },
        { label: 'Bounced', data: bounced, stack: 'outcome', valueFormatter: sessions },
      ]}
    />
  );
}
