import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { XAxis, YAxis } from '@mui/x-charts/models';

// Passengers at a regional airport, change on the previous year in %.
const years = [2019, 2020, 2021, 2022, 2023, 2024];
const change = [4, -62, -18, 41, 12, 6];

type BandMap = 'none' | 'ordinal' | 'piecewise' | 'continuous';
type ValueMap = 'none' | 'piecewise' | 'continuous';

const bandMaps: Record<Exclude<BandMap, 'none'>, XAxis<'band'>['colorMap']> = {
  ordinal: { type: 'ordinal', colors: ['#b3cde3', '#8c96c6', '#8856a7', '#810f7c', '#4d004b', '#2c0030'] },
  // 2020 and 2021 (the closure years) in orange, the others in blue.
  piecewise: { type: 'piecewise', thresholds: [2020, 2022], colors: ['#1976d2', '#f57c00', '#1976d2'] },
  continuous: { type: 'continuous', min: 2019, max: 2024, color: ['#90caf9', '#0d47a1'] },
};
const valueMaps: Record<Exclude<ValueMap, 'none'>, YAxis<'linear'>['colorMap']> = {
  piecewise: { type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#388e3c'] },
  continuous: { type: 'continuous', min: -60, max: 60, color: ['#d32f2f', '#388e3c'] },
};

export default function AirportColorMaps() {
  const [bandMap, setBandMap] = React.useState<BandMap>('piecewise');
  const [valueMap, setValueMap] = React.useState<ValueMap>('none');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="x-axis (band) colorMap"
          value={bandMap}
          onChange={(event) => setBandMap(event.target.value as BandMap)}
          sx={{ minWidth: 190 }}
        >
          {['none', 'ordinal', 'piecewise', 'continuous'].map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="y-axis (value) colorMap"
          value={valueMap}
          onChange={(event) => setValueMap(event.target.value as ValueMap)}
          sx={{ minWidth: 190 }}
        >
          {['none', 'piecewise', 'continuous'].map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={260}
        margin={{ top: 16 }}
        aria-label="Yearly change in airport passengers"
        xAxis={[{ scaleType: 'band', data: years, colorMap: bandMap === 'none' ? undefined : bandMaps[bandMap] }]}
        yAxis={[
          {
            width: 44,
            valueFormatter: (value: number) => `${value}%`,
            colorMap: valueMap === 'none' ? undefined : valueMaps[valueMap],
          },
        ]}
        series={[{ label: 'Change on previous year', data: change, valueFormatter: (value) => `${value}%` }]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Stack>
  );
}
