import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 10 }, (_, index) => `D${index + 1}`);
// Story points completed so far, and the sprint scope (which grew on day 4).
const done = [0, 5, 8, 13, 13, 21, 26, 31, 37, 42];
const scope = [40, 40, 40, 46, 46, 46, 46, 46, 46, 46];
const ideal = days.map((_, index) => Math.round((46 / 9) * index));
const points = (value: number | null) => (value === null ? '' : `${value} pts`);

export default function SprintBurnUp() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ min: 0, max: 50 }]}
      series={[
        { id: 'done', label: 'Completed', data: done, area: true, curve: 'stepAfter', showMark: false, valueFormatter: points },
        { id: 'scope', label: 'Scope', data: scope, curve: 'stepAfter', showMark: false, color: '#8e24aa', valueFormatter: points },
        { id: 'ideal', label: 'Ideal pace', data: ideal, curve: 'linear', showMark: false, color: '#9e9e9e', valueFormatter: points },
      ]}
      sx={{
        '& .MuiLineElement-series-ideal': { strokeDasharray: '4 4' },
        '& .MuiAreaElement-series-done': { opacity: 0.35 },
      }}
    />
  );
}
