import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { XAxis, YAxis } from '@mui/x-charts/models';

// Members of a climbing gym, month by month; prices went up on 1 July 2025.
const months = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2025, index, 1)));
const members = [410, 432, 455, 470, 488, 495, 452, 431, 440, 462, 481, 503];
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const priceChange = new Date(Date.UTC(2025, 6, 1));

const xMaps: Record<string, XAxis<'utc'>['colorMap']> = {
  none: undefined,
  piecewise: { type: 'piecewise', thresholds: [priceChange], colors: ['#5c6bc0', '#ef6c00'] },
  continuous: { type: 'continuous', min: months[0], max: months[11], color: ['#80cbc4', '#00695c'] },
};
const yMaps: Record<string, YAxis<'linear'>['colorMap']> = {
  none: undefined,
  piecewise: { type: 'piecewise', thresholds: [450], colors: ['#c62828', '#2e7d32'] },
  continuous: { type: 'continuous', min: 400, max: 510, color: ['#c62828', '#2e7d32'] },
};

export default function PriceChangeColorMap() {
  const [xMap, setXMap] = React.useState('piecewise');
  const [yMap, setYMap] = React.useState('none');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        {[
          { label: 'x-axis colorMap', value: xMap, set: setXMap },
          { label: 'y-axis colorMap', value: yMap, set: setYMap },
        ].map((control) => (
          <TextField
            key={control.label}
            select
            size="small"
            label={control.label}
            value={control.value}
            onChange={(event) => control.set(event.target.value)}
            sx={{ minWidth: 160 }}
          >
            {['none', 'piecewise', 'continuous'].map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <LineChart
        height={260}
        margin={{ top: 16, right: 24 }}
        aria-label="Climbing gym members per month, before and after a price rise in July"
        xAxis={[
          {
            scaleType: 'utc',
            data: months,
            valueFormatter: (date: Date) => monthFormat.format(date),
            colorMap: xMaps[xMap],
          },
        ]}
        yAxis={[{ width: 40, min: 380, colorMap: yMaps[yMap] }]}
        series={[{ label: 'Members', data: members, area: true, baseline: 'min', showMark: false }]}
        hideLegend
      />
    </Stack>
  );
}
