import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { greenPalette } from '@mui/x-charts/colorPalettes';

// Table reservations on a restaurant booking app, one weekend.
// The step that loses the most guests gets its own colour.
const reservations = [
  { label: 'Viewed a restaurant', value: 5200 },
  { label: 'Picked a time', value: 3900 },
  { label: 'Gave a card guarantee', value: 1350, color: '#f57c00' },
  { label: 'Confirmed', value: 1280 },
  { label: 'Showed up', value: 1150 },
];

export default function TableBookingColors() {
  return (
    <FunnelChart
      height={320}
      title="Weekend reservations: the card guarantee step loses the most guests"
      // A palette function receives the colour mode, so the shades suit light and dark themes.
      colors={greenPalette}
      series={[
        {
          data: reservations,
          curve: 'bump',
          valueFormatter: (item) => (item ? item.value.toLocaleString('en-US') : ''),
        },
      ]}
    />
  );
}
