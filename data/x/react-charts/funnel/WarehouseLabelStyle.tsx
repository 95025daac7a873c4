import { FunnelChart, funnelSectionClasses } from '@mui/x-charts-pro/FunnelChart';

// Orders handled by a warehouse on a Monday shift.
const orders = [
  { label: 'Received', value: 2480 },
  { label: 'Picked', value: 2310 },
  { label: 'Packed', value: 2260 },
  { label: 'Shipped same day', value: 1940 },
];

// Dark section colours keep white labels readable in light and dark mode.
const colors = ['#283593', '#4527a0', '#5e35b1', '#6a1b9a'];

export default function WarehouseLabelStyle() {
  return (
    <FunnelChart
      height={300}
      title="Monday shift: orders per fulfilment step"
      colors={colors}
      series={[
        {
          data: orders,
          valueFormatter: (item) => (item ? `${item.value.toLocaleString('en-US')} orders` : ''),
        },
      ]}
      sx={{
        [`& .${funnelSectionClasses.label}`]: {
          fill: '#fff',
          fontWeight: 700,
          letterSpacing: '0.02em',
          textShadow: '0 1px 2px rgba(0, 0, 0, 0.6)',
        },
      }}
    />
  );
}
