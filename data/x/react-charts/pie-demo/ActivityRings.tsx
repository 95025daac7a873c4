import { PieChart } from '@mui/x-charts/PieChart';

// Each ring is its own series: the progress slice, then the rest of the goal in a faint colour.
const goals = [
  { id: 'move', label: 'Move', done: 460, goal: 600, unit: 'kcal', color: '#e53935', track: 'rgba(229, 57, 53, 0.2)' },
  { id: 'exercise', label: 'Exercise', done: 24, goal: 30, unit: 'min', color: '#7cb342', track: 'rgba(124, 179, 66, 0.2)' },
  { id: 'stand', label: 'Stand', done: 9, goal: 12, unit: 'h', color: '#039be5', track: 'rgba(3, 155, 229, 0.2)' },
];

export default function ActivityRings() {
  return (
    <PieChart
      height={280}
      series={goals.map((goal, index) => ({
        id: goal.id,
        innerRadius: 104 - index * 34,
        outerRadius: 130 - index * 34,
        cornerRadius: 12,
        data: [
          { id: `${goal.id}-done`, value: goal.done, label: goal.label, color: goal.color },
          { id: `${goal.id}-left`, value: Math.max(goal.goal - goal.done, 0), color: goal.track },
        ],
        valueFormatter: (item: { value: number }, { dataIndex }: { dataIndex: number }) =>
          dataIndex === 0 ? `${item.value} of ${goal.goal} ${goal.unit}` : `${item.value} ${goal.unit} to go`,
      }))}
    />
  );
}
