import { styled } from '@mui/material/styles';
import { BarChart, type BarLabelProps } from '@mui/x-charts/BarChart';

// Average price of a litre of olive oil by origin, in euros.
const origins = ['Spain', 'Italy', 'Greece', 'Portugal', 'Tunisia'];
const prices = [8.4, 11.9, 9.7, 8.9, 6.8];

const LabelText = styled('text')(({ theme }) => ({
  ...theme.typography.caption,
  fontWeight: 600,
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'auto',
  pointerEvents: 'none',
}));

// Receives the bar's geometry and writes the text 6px above its top edge instead of inside it.
function LabelAboveBar(props: BarLabelProps) {
  const { x, y, width, children, className } = props;
  return (
    <LabelText className={className} x={x + width / 2} y={y - 6}>
      {children}
    </LabelText>
  );
}

export default function PriceLabelsAbove() {
  return (
    <BarChart
      height={260}
      margin={{ top: 24 }}
      aria-label="Olive oil price per litre by origin"
      xAxis={[{ scaleType: 'band', data: origins }]}
      yAxis={[{ width: 40, valueFormatter: (value: number) => `€${value}` }]}
      series={[{ label: 'Price per litre', data: prices, color: '#827717' }]}
      barLabel={(item) => (item.value === null ? null : `€${item.value.toFixed(2)}`)}
      slots={{ barLabel: LabelAboveBar }}
      hideLegend
    />
  );
}
