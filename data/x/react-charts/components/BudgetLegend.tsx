import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { PiePlot } from '@mui/x-charts/PieChart';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useLegend } from '@mui/x-charts/hooks';

const spending = [
  { id: 'rent', label: 'Rent', value: 1250 },
  { id: 'food', label: 'Groceries', value: 540 },
  { id: 'transport', label: 'Transport', value: 180 },
  { id: 'leisure', label: 'Leisure', value: 230 },
];
const total = spending.reduce((sum, item) => sum + item.value, 0);
const euros = (value: number) => `${value.toLocaleString('en-US')} €`;

// A legend in HTML that adds each slice's amount and share of the total.
function AmountLegend() {
  const { items } = useLegend();

  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 200 }}>
      {items.map((item) => {
        const slice = spending.find((entry) => entry.id === item.itemId);
        return (
          <Stack component="li" key={item.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: item.color }} />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {item.label}
            </Typography>
            {slice && (
              <Typography variant="body2" color="text.secondary">
                {euros(slice.value)} · {Math.round((slice.value / total) * 100)}%
              </Typography>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

export default function BudgetLegend() {
  return (
    <ChartDataProvider
      height={220}
      series={[{ type: 'pie', data: spending, innerRadius: 50, valueFormatter: (item) => euros(item.value) }]}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1, width: '100%' }}>
          <ChartsSurface title={`Monthly spending: ${euros(total)}`}>
            <PiePlot />
          </ChartsSurface>
        </Box>
        <AmountLegend />
      </Stack>
      <ChartsTooltip trigger="item" />
    </ChartDataProvider>
  );
}
