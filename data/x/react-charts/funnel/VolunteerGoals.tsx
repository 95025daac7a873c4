import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A food bank's spring volunteer drive: the goal for each step and the actual count.
const steps = ['Signed up', 'Trained', 'Scheduled', 'Did a shift'];
const goal = [400, 320, 280, 240];
const actual = [365, 250, 190, 172];

export default function VolunteerGoals() {
  return (
    <FunnelChart
      height={320}
      margin={{ top: 24, right: 80 }}
      title="Spring volunteer drive: actual volunteers inside the goal outline"
      hideLegend
      categoryAxis={{ categories: steps, position: 'left', size: 90, disableTicks: true }}
      series={[
        // Drawn first, so it sits underneath.
        {
          id: 'goal',
          variant: 'outlined',
          curve: 'step',
          borderRadius: 4,
          data: goal.map((value, index) => ({
            value,
            color: '#9e9e9e',
            label: `Goal: ${steps[index]}`,
          })),
          sectionLabel: {
            position: { horizontal: 'end' },
            textAnchor: 'start',
            offset: { x: 8 },
          },
          valueFormatter: (item) => (item ? `goal ${item.value}` : ''),
        },
        // Drawn last, on top of the goal.
        {
          id: 'actual',
          curve: 'step',
          borderRadius: 4,
          data: actual.map((value, index) => ({ value, label: steps[index] })),
        },
      ]}
    />
  );
}
