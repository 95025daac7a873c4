import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartsTooltipContainer,
  useAxesTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';

const departments = ['Sales', 'R&D', 'Ops', 'HR', 'IT'];
const budget = [420, 610, 280, 120, 350];
const actual = [455, 590, 301, 118, 372];

function VarianceContent() {
  const axes = useAxesTooltip();
  if (!axes || axes.length === 0) {
    return null;
  }
  const { axisFormattedValue, dataIndex, seriesItems } = axes[0];
  const variance = actual[dataIndex] - budget[dataIndex];
  return (
    <Paper elevation={4} sx={{ px: 2, py: 1.5, minWidth: 200 }}>
      <Typography component="p" variant="subtitle2" sx={{ mb: 0.5 }}>
        {axisFormattedValue}
      </Typography>
      {seriesItems.map((item) => (
        <Typography key={item.seriesId} component="p" variant="body2" sx={{ display: 'flex', gap: 1 }}>
          <span style={{ color: item.color }}>●</span>
          <span style={{ flex: 1 }}>{item.formattedLabel}</span>
          <strong>{item.formattedValue}</strong>
        </Typography>
      ))}
      <Typography
        component="p"
        variant="body2"
        sx={{ mt: 1, fontWeight: 600, color: variance > 0 ? 'error.main' : 'success.main' }}
      >
        {variance > 0 ? `€${variance}k over budget` : `€${-variance}k under budget`}
      </Typography>
    </Paper>
  );
}

// The tooltip slot: the built-in container (positioning, open state) with custom content.
function VarianceTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <VarianceContent />
    </ChartsTooltipContainer>
  );
}

export default function BudgetVarianceTooltip() {
  return (
    <BarChart
      height={300}
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'band', data: departments }]}
      yAxis={[{ width: 44, valueFormatter: (value: number) => `${value}k` }]}
      series={[
        { data: budget, label: 'Budget', valueFormatter: (value) => `€${value}k` },
        { data: actual, label: 'Actual', valueFormatter: (value) => `€${value}k` },
      ]}
      slots={{ tooltip: VarianceTooltip }}
    />
  );
}
