import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import { blueberryTwilightPalette, mangoFusionPalette } from '@mui/x-charts/colorPalettes';
import type { ChartsColorPalette } from '@mui/x-charts/colorPalettes';

// "Unsold" always keeps its own grey, whatever palette the other slices use.
const loaves = [
  { id: 'sourdough', value: 84, label: 'Sourdough' },
  { id: 'rye', value: 46, label: 'Rye' },
  { id: 'baguette', value: 62, label: 'Baguette' },
  { id: 'brioche', value: 28, label: 'Brioche' },
  { id: 'unsold', value: 14, label: 'Unsold', color: '#78909c' },
];

const palettes: Record<string, ChartsColorPalette> = {
  custom: ['#8d6e63', '#d4a373', '#bc6c25', '#606c38'],
  mango: mangoFusionPalette,
  blueberry: blueberryTwilightPalette,
};

export default function BakeryPalettePie() {
  const [palette, setPalette] = React.useState('custom');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={palette}
        onChange={(_, next: string | null) => next && setPalette(next)}
        aria-label="Colour palette"
      >
        <ToggleButton value="custom">Custom array</ToggleButton>
        <ToggleButton value="mango">mangoFusion</ToggleButton>
        <ToggleButton value="blueberry">blueberryTwilight</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        height={260}
        colors={palettes[palette]}
        aria-label="Loaves sold at the bakery on Saturday, by bread type"
        series={[{ data: loaves, innerRadius: 30, paddingAngle: 1, valueFormatter: (item) => `${item.value} loaves` }]}
      />
    </Stack>
  );
}
