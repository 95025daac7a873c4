import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { PiePlot } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { styled } from '@mui/material/styles';

const beds = [
  { id: 'tomatoes', value: 36, label: 'Tomatoes' },
  { id: 'peppers', value: 22, label: 'Peppers' },
  { id: 'herbs', value: 18, label: 'Herbs' },
  { id: 'lettuce', value: 24, label: 'Lettuce' },
];

const CentreText = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  fontSize: 16,
  fontWeight: 600,
}));

// Without axes, the provider's default axes would reserve room and shift the pie.
const noAxis = [{ position: 'none' as const }];

function TotalArea() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <CentreText x={left + width / 2} y={top + height / 2}>
      100 m²
    </CentreText>
  );
}

export default function GreenhouseComposedPie() {
  return (
    <ChartDataProvider
      height={260}
      xAxis={noAxis}
      yAxis={noAxis}
      series={[
        { type: 'pie', data: beds, innerRadius: 60, outerRadius: 100, valueFormatter: (item) => `${item.value} m²` },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'middle', horizontal: 'end' }} legendDirection="vertical">
        <ChartsLegend />
        <ChartsSurface aria-label="Greenhouse floor area per crop">
          <PiePlot />
          <TotalArea />
        </ChartsSurface>
        <ChartsTooltip trigger="item" />
      </ChartsWrapper>
    </ChartDataProvider>
  );
}
