import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { blueberryTwilightPalette, rainbowSurgePalette } from '@mui/x-charts/colorPalettes';

const weeks = [1, 2, 3, 4, 5, 6, 7, 8];

const palettes = {
  v8: rainbowSurgePalette,
  v7: blueberryTwilightPalette,
};

export default function PaletteComparison() {
  const [palette, setPalette] = React.useState<keyof typeof palettes>('v8');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={palette}
        onChange={(_event, next: keyof typeof palettes | null) => next && setPalette(next)}
        aria-label="Color palette"
      >
        <ToggleButton value="v8">v8 default (rainbowSurge)</ToggleButton>
        <ToggleButton value="v7">v7 default (blueberryTwilight)</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        margin={{ top: 24 }}
        colors={palettes[palette]}
        xAxis={[{ data: weeks, scaleType: 'point', valueFormatter: (w: number) => `W${w}` }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: [42, 48, 51, 56, 54, 61, 66, 70], label: 'Web' },
          { data: [30, 33, 31, 38, 42, 45, 44, 50], label: 'iOS' },
          { data: [22, 25, 29, 28, 33, 35, 39, 41], label: 'Android' },
          { data: [10, 12, 11, 14, 15, 17, 18, 21], label: 'Desktop app' },
        ]}
      />
    </Stack>
  );
}
