import { LineChart } from '@mui/x-charts/LineChart';

const minutes = Array.from({ length: 16 }, (_, index) => index * 2);
const heartRate = [92, 118, 134, 146, 152, 158, 171, 176, 168, 160, 174, 181, 166, 142, 121, 104];

export default function HeartRateZones() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'point', data: minutes, valueFormatter: (value: number) => `${value}′` }]}
      yAxis={[
        {
          min: 80,
          max: 200,
          // The line changes colour where it crosses 140 and 170 bpm.
          colorMap: { type: 'piecewise', thresholds: [140, 170], colors: ['#29b6f6', '#ffa726', '#ef5350'] },
        },
      ]}
      series={[
        {
          label: 'Heart rate',
          data: heartRate,
          showMark: false,
          valueFormatter: (value) => `${value} bpm`,
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
