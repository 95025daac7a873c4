import { BarChart } from '@mui/x-charts/BarChart';

// Cars carried by a ferry line on each crossing of a Saturday.
const crossings = ['07:30', '10:00', '12:30', '15:00', '17:30'];

export default function FerryValueLabels() {
  return (
    <BarChart
      height={260}
      margin={{ top: 24 }}
      aria-label="Cars carried per ferry crossing"
      xAxis={[{ scaleType: 'band', data: crossings, label: 'Departure' }]}
      yAxis={[{ width: 40 }]}
      series={[
        { label: 'Outbound', data: [64, 92, 118, 87, 41] },
        { label: 'Return', data: [22, 48, 77, 103, 121] },
      ]}
      barLabel="value"
    />
  );
}
