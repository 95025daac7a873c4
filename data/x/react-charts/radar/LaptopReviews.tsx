import { RadarChart } from '@mui/x-charts/RadarChart';

const score = (value: number | null) => (value === null ? '' : `${value} / 10`);

export default function LaptopReviews() {
  return (
    <RadarChart
      height={280}
      title="Review scores of two laptops"
      radar={{
        max: 10,
        metrics: ['Screen', 'Battery', 'Keyboard', 'Speed', 'Weight', 'Price'],
      }}
      series={[
        {
          label: 'Aero 14',
          data: [9, 6, 8, 7, 9, 5],
          valueFormatter: score,
          fillArea: true,
        },
        {
          label: 'Forge 16',
          data: [7, 8, 6, 9, 4, 7],
          valueFormatter: score,
          fillArea: true,
        },
      ]}
    />
  );
}
