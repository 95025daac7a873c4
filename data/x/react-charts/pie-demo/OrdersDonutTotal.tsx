import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const channels = [
  { id: 'web', value: 6240, label: 'Web shop' },
  { id: 'app', value: 3810, label: 'Mobile app' },
  { id: 'store', value: 1720, label: 'In store' },
  { id: 'phone', value: 710, label: 'Phone' },
];
const total = channels.reduce((sum, channel) => sum + channel.value, 0);

const Total = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

function CentreTotal() {
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <Total x={x} y={y}>
      <tspan x={x} dy="-0.4em" fontSize={26} fontWeight={700}>
        {total.toLocaleString('en-US')}
      </tspan>
      <tspan x={x} dy="1.6em" fontSize={13}>
        orders
      </tspan>
    </Total>
  );
}

export default function OrdersDonutTotal() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: channels,
          innerRadius: '62%',
          paddingAngle: 1.5,
          cornerRadius: 3,
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} orders`,
        },
      ]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
    >
      <CentreTotal />
    </PieChart>
  );
}
