import { LineChart } from '@mui/x-charts/LineChart';

// Daily sessions for the 30 days of June, and the same days of May for comparison.
const june = [
  4210, 4380, 4120, 3890, 3420, 3110, 4450, 4620, 4710, 4580, 4390, 3640, 3300, 4810, 4950,
  5120, 4990, 4760, 3910, 3520, 5080, 5260, 5410, 5330, 5090, 4180, 3760, 5390, 5610, 5720,
];
const may = june.map((value, index) => Math.round(value * (0.82 + (index % 5) * 0.02)));
const days = june.map((_, index) => index + 1);

export default function TrafficMonthOverMonth() {
  return (
    <LineChart
      height={320}
      margin={{ top: 24, right: 24 }}
      xAxis={[
        {
          data: days,
          scaleType: 'linear',
          min: 1,
          max: 30,
          tickInterval: [1, 5, 10, 15, 20, 25, 30],
          valueFormatter: (day: number, context) => (context.location === 'tick' ? `${day}` : `Day ${day}`),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value / 1000}k` }]}
      series={[
        { id: 'june', label: 'June', data: june, showMark: false, area: true },
        { id: 'may', label: 'May', data: may, showMark: false, color: '#9e9e9e' },
      ]}
      sx={{
        '& .MuiLineElement-series-may': { strokeDasharray: '5 4' },
        '& .MuiAreaElement-series-june': { opacity: 0.15 },
      }}
    />
  );
}
