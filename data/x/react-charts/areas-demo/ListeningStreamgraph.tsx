import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Millions of listening hours per genre on a streaming service.
const genres = [
  { label: 'Pop', data: [42, 40, 44, 47, 52, 58, 63, 61, 50, 46, 44, 55] },
  { label: 'Hip-hop', data: [35, 36, 38, 37, 40, 44, 47, 46, 41, 39, 38, 40] },
  { label: 'Rock', data: [28, 27, 27, 26, 28, 30, 33, 34, 29, 27, 26, 27] },
  { label: 'Electronic', data: [12, 13, 15, 18, 24, 31, 38, 36, 22, 16, 13, 14] },
  { label: 'Classical', data: [9, 9, 8, 7, 6, 5, 5, 5, 7, 9, 11, 17] },
];
const offsets: StackOffsetType[] = ['none', 'silhouette', 'wiggle'];

export default function ListeningStreamgraph() {
  const [offset, setOffset] = React.useState<StackOffsetType>('wiggle');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={offset}
        onChange={(_, next: StackOffsetType | null) => next && setOffset(next)}
        aria-label="stackOffset"
      >
        {offsets.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={320}
        margin={{ top: 24, right: 24 }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ position: offset === 'none' ? 'left' : 'none' }]}
        series={genres.map((genre) => ({
          ...genre,
          stack: 'listening',
          stackOffset: offset,
          area: true,
          showMark: false,
          curve: 'natural' as const,
          valueFormatter: (value: number | null) => `${value}M hours`,
        }))}
      />
    </Stack>
  );
}
