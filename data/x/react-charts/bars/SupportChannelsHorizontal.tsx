import { BarChart } from '@mui/x-charts/BarChart';

const channels = ['Chat', 'Phone', 'Email', 'Forum', 'Social'];

export default function SupportChannelsHorizontal() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      margin={{ top: 24, right: 24 }}
      yAxis={[{ scaleType: 'band', data: channels, width: 60 }]}
      xAxis={[{ label: 'Minutes to first reply' }]}
      series={[
        {
          label: 'Median first reply',
          data: [2, 6, 95, 240, 41],
          valueFormatter: (value) => `${value} min`,
        },
      ]}
      grid={{ vertical: true }}
    />
  );
}
