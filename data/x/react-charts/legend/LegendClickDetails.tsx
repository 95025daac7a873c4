import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend, type LegendItemContext } from '@mui/x-charts/ChartsLegend';

// Check-ins at an airport terminal, by channel.
const channels = [
  { id: 'app', label: 'Mobile app', value: 5240 },
  { id: 'kiosk', label: 'Kiosk', value: 2310 },
  { id: 'desk', label: 'Desk', value: 1180 },
];

// Average departure delay per gate, in minutes, coloured by severity.
const gates = ['A1', 'A2', 'A3', 'B1', 'B2', 'B3'];
const delays = [4, 12, 27, 8, 19, 35];

export default function LegendClickDetails() {
  const [clicked, setClicked] = React.useState<{ context: LegendItemContext; index: number } | null>(
    null,
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <PieChart
          height={200}
          margin={{ top: 24, bottom: 24 }}
          sx={{ flex: 1 }}
          series={[{ id: 'checkins', data: channels, innerRadius: 40 }]}
          slotProps={{
            legend: {
              onItemClick: (event: React.MouseEvent, context: LegendItemContext, index: number) =>
                setClicked({ context, index }),
            },
          }}
        />
        <BarChart
          height={220}
          margin={{ top: 24 }}
          sx={{ flex: 1 }}
          xAxis={[{ scaleType: 'band', data: gates }]}
          yAxis={[
            {
              width: 36,
              valueFormatter: (value: number) => `${value} min`,
              colorMap: { type: 'piecewise', thresholds: [15, 30], colors: ['#43a047', '#fb8c00', '#e53935'] },
            },
          ]}
          series={[{ data: delays, label: 'Average delay' }]}
          slots={{ legend: PiecewiseColorLegend }}
          slotProps={{
            legend: {
              axisDirection: 'y',
              labelPosition: 'end',
              onItemClick: (event: React.MouseEvent, context: LegendItemContext, index: number) =>
                setClicked({ context, index }),
            },
          }}
        />
      </Stack>
      <Box
        role="status"
        sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', typography: 'body2', minHeight: 96 }}
      >
        {clicked ? (
          <Box component="pre" sx={{ m: 0, fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap' }}>
            {`index: ${clicked.index}\ncontext: ${JSON.stringify(clicked.context, null, 2)}`}
          </Box>
        ) : (
          <Typography variant="body2">Select an entry of either legend to see what the callback receives.</Typography>
        )}
      </Box>
    </Stack>
  );
}
