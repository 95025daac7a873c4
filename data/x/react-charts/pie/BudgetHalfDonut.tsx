import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const CenterText = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
  fontSize: 24,
  fontWeight: 700,
}));

// Rendered inside the pie's SVG: it reads the drawing area to find the centre.
function SpentLabel() {
  const { left, top, width, height } = useDrawingArea();
  // The pie's centre is at cy = 95% of the drawing area; the text sits just above it.
  return (
    <CenterText x={left + width / 2} y={top + height * 0.95 - 12}>
      68% spent
    </CenterText>
  );
}

export default function BudgetHalfDonut() {
  return (
    <PieChart
      height={200}
      hideLegend
      series={[
        {
          startAngle: -90,
          endAngle: 90,
          innerRadius: 90,
          outerRadius: 130,
          cy: '95%',
          paddingAngle: 1,
          data: [
            { id: 'spent', value: 68, label: 'Spent', color: '#1e88e5' },
            { id: 'left', value: 32, label: 'Remaining', color: '#b0bec5' },
          ],
          valueFormatter: (item) => `${item.value}% of budget`,
        },
      ]}
    >
      <SpentLabel />
    </PieChart>
  );
}
