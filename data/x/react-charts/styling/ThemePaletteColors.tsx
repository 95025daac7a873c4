import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

export default function ThemePaletteColors() {
  // The theme's palette follows the colour mode, so the bars do too.
  const theme = useTheme();
  return (
    <BarChart
      height={300}
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      yAxis={[{ width: 40 }]}
      series={[
        { label: 'Tickets opened', data: [142, 156, 131, 170, 161, 149], color: theme.palette.primary.main },
        { label: 'Tickets closed', data: [138, 149, 140, 158, 170, 152], color: theme.palette.secondary.main },
      ]}
      borderRadius={4}
    />
  );
}
