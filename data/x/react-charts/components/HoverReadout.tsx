import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useAxisTooltip } from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// An HTML panel that shows the values under the pointer, in place of a floating tooltip.
function Readout() {
  const hovered = useAxisTooltip();

  if (!hovered) {
    return (
      <Typography variant="body2" color="text.secondary">
        Point at a month to see its figures.
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {hovered.axisFormattedValue}
      </Typography>
      {hovered.seriesItems.map((item) => (
        <Stack key={item.seriesId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />
          <Typography variant="body2">
            {item.formattedLabel}: {item.formattedValue}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export default function HoverReadout() {
  return (
    <ChartDataProvider
      height={260}
      margin={{ top: 24 }}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      series={[
        { type: 'bar', label: 'Invoiced', data: [42, 38, 51, 47, 55, 60], valueFormatter: (v) => `${v}k€` },
        { type: 'bar', label: 'Paid', data: [39, 35, 44, 45, 49, 52], valueFormatter: (v) => `${v}k€` },
      ]}
    >
      <Box sx={{ minHeight: 32, mb: 1 }}>
        <Readout />
      </Box>
      <ChartsSurface title="Invoiced and paid amounts per month">
        <BarPlot />
        <ChartsAxisHighlight x="band" />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis />
      </ChartsSurface>
    </ChartDataProvider>
  );
}
