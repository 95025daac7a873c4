import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import {
  ChartsTooltipContainer,
  useItemTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';

// Fictional electric cars: price in thousands of euros, WLTP range in km.
const cars = [
  { id: 'volt-s', name: 'Volt S', segment: 'City car', x: 24, y: 290 },
  { id: 'urbano', name: 'Urbano E', segment: 'City car', x: 29, y: 340 },
  { id: 'kestrel', name: 'Kestrel 4', segment: 'Compact', x: 36, y: 420 },
  { id: 'aria', name: 'Aria Long Range', segment: 'Compact', x: 44, y: 530 },
  { id: 'nordic', name: 'Nordic GT', segment: 'SUV', x: 52, y: 480 },
  { id: 'summit', name: 'Summit X', segment: 'SUV', x: 63, y: 560 },
  { id: 'lumen', name: 'Lumen Executive', segment: 'Saloon', x: 78, y: 640 },
  { id: 'ferro', name: 'Ferro Sport', segment: 'Saloon', x: 95, y: 520 },
];

function CarContent() {
  const tooltip = useItemTooltip<'scatter'>();
  if (!tooltip) {
    return null;
  }
  const car = cars.find((entry) => entry.id === tooltip.value.id);
  if (!car) {
    return null;
  }
  return (
    <Paper elevation={4} sx={{ px: 2, py: 1.5, borderLeft: 4, borderColor: tooltip.color }}>
      <Typography component="p" variant="subtitle2">
        {car.name}
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
        {car.segment}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
        €{car.x},000 · {car.y} km range · {Math.round((car.y / car.x) * 10) / 10} km per €1k
      </Typography>
    </Paper>
  );
}

function CarTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <CarContent />
    </ChartsTooltipContainer>
  );
}

export default function ElectricCarTooltip() {
  return (
    <ScatterChart
      height={320}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ label: 'Price (k€)', min: 20, max: 100 }]}
      yAxis={[{ label: 'Range (km)', width: 60, min: 200, max: 700 }]}
      series={[{ data: cars, label: 'Models', markerSize: 7 }]}
      slots={{ tooltip: CarTooltip }}
    />
  );
}
