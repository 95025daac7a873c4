import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  bluePalette,
  cheerfulFiestaPalette,
  greenPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
  strawberrySkyPalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';

const palettes: Record<string, ChartsColorPalette> = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
  strawberrySky: strawberrySkyPalette,
  blue: bluePalette,
  green: greenPalette,
};

// Share of a streaming service's viewing time, by genre.
const genres = [
  { id: 'drama', label: 'Drama', value: 31 },
  { id: 'comedy', label: 'Comedy', value: 22 },
  { id: 'crime', label: 'Crime', value: 16 },
  { id: 'docs', label: 'Documentary', value: 12 },
  { id: 'kids', label: 'Kids', value: 11 },
  { id: 'scifi', label: 'Sci-fi', value: 8 },
];

export default function PaletteSwitcher() {
  const [palette, setPalette] = React.useState('rainbowSurge');
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Palette"
        value={palette}
        onChange={(event) => setPalette(event.target.value)}
        sx={{ width: 220 }}
      >
        {Object.keys(palettes).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <PieChart
        height={260}
        margin={{ top: 24, bottom: 24 }}
        colors={palettes[palette]}
        series={[
          {
            data: genres,
            innerRadius: 60,
            paddingAngle: 1,
            cornerRadius: 3,
            valueFormatter: (item) => `${item.value}% of viewing time`,
          },
        ]}
      />
    </Stack>
  );
}
