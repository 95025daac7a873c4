import { RadarChart } from '@mui/x-charts/RadarChart';

// A roastery's cupping notes for one coffee, each attribute scored from 0 to 5.
const attributes = ['Acidity', 'Sweetness', 'Body', 'Bitterness', 'Aroma', 'Aftertaste'];
const scores = [4, 3.5, 2.5, 1.5, 4.5, 3];

export default function CoffeeTastingProfile() {
  return (
    <RadarChart
      height={260}
      title="Cupping profile of the Huila washed coffee"
      radar={{ max: 5, metrics: attributes }}
      series={[{ label: 'Huila, washed', data: scores }]}
    />
  );
}
