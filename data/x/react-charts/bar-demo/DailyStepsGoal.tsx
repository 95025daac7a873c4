import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const steps = [8420, 11250, 6930, 10480, 9120, 14870, 12310];
const GOAL = 10000;

export default function DailyStepsGoal() {
  return (
    <BarChart
      height={300}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'band', data: days }]}
      yAxis={[
        {
          valueFormatter: (value: number) => (value === 0 ? '0' : `${value / 1000}k`),
          colorMap: { type: 'piecewise', thresholds: [GOAL], colors: ['#90a4ae', '#26a69a'] },
        },
      ]}
      series={[
        {
          label: 'Steps',
          data: steps,
          valueFormatter: (value) => (value === null ? '' : `${value.toLocaleString('en-US')} steps`),
        },
      ]}
      borderRadius={6}
      hideLegend
    >
      <ChartsReferenceLine
        y={GOAL}
        label="Goal"
        labelAlign="start"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
    </BarChart>
  );
}
