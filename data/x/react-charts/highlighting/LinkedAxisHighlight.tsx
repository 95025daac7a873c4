import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function LinkedAxisHighlight() {
  // Both charts use an x-axis with the id 'month', so one state drives both highlights.
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([]);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <LineChart
        height={200}
        margin={{ top: 24 }}
        xAxis={[{ id: 'month', scaleType: 'point', data: months }]}
        yAxis={[{ width: 44, valueFormatter: (value: number) => `${value}k` }]}
        series={[{ label: 'Revenue (€)', data: [62, 58, 71, 69, 80, 86, 74, 91] }]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
      <BarChart
        height={200}
        margin={{ top: 24 }}
        xAxis={[{ id: 'month', scaleType: 'band', data: months }]}
        yAxis={[{ width: 44 }]}
        series={[{ label: 'Orders', data: [820, 760, 905, 880, 1010, 1090, 930, 1150] }]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
    </Box>
  );
}
