import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const abbreviations = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// 'Jan 23' … 'Dec 25': unique values, as a point axis merges repeated ones.
const months = Array.from({ length: 36 }, (_, index) => `${abbreviations[index % 12]} ${23 + Math.floor(index / 12)}`);
// Price of a share, in euros: a slow climb, then a steep rise in the last year.
const price = months.map((_, index) =>
  Math.round((index < 24 ? 40 + index * 0.6 + 3 * Math.sin(index) : 55 + (index - 24) ** 1.6) * 10) / 10,
);

export default function ZoomFilterMode() {
  const [filterMode, setFilterMode] = React.useState<'keep' | 'discard'>('discard');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterMode}
        aria-label="Filter mode"
        onChange={(_, next: 'keep' | 'discard' | null) => next && setFilterMode(next)}
      >
        <ToggleButton value="keep">keep</ToggleButton>
        <ToggleButton value="discard">discard</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={260}
        margin={{ top: 24, right: 24 }}
        xAxis={[{ id: 'month', scaleType: 'point', data: months, zoom: { filterMode } }]}
        yAxis={[{ width: 44, valueFormatter: (value: number) => `€${value}` }]}
        series={[{ data: price, label: 'Share price', showMark: false }]}
        // Zoomed on the first year: compare how the y-axis fits the visible data.
        initialZoom={[{ axisId: 'month', start: 0, end: 33 }]}
      />
    </Stack>
  );
}
