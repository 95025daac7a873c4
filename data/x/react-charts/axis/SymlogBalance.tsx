import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { YAxis } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// Net change of a housing co-op's repair fund each month, in euros: small and very large moves, both ways.
const netChange = [120, -45, 0, 2600, -38000, 410, -9, 15500];

type Option = 'linear' | 'symlog-1' | 'symlog-1000';

const axes: Record<Option, YAxis> = {
  linear: { scaleType: 'linear' },
  'symlog-1': { scaleType: 'symlog' },
  'symlog-1000': { scaleType: 'symlog', constant: 1000 },
};

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

export default function SymlogBalance() {
  const [option, setOption] = React.useState<Option>('symlog-1');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Y-axis scale"
        value={option}
        onChange={(event, value) => value && setOption(value)}
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="symlog-1">symlog (constant 1)</ToggleButton>
        <ToggleButton value="symlog-1000">symlog (constant 1000)</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={260}
        aria-label="Monthly net change of a repair fund"
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ ...axes[option], width: 64, tickNumber: 8, valueFormatter: (v: number) => euro.format(v) }]}
        series={[{ data: netChange, label: 'Net change', valueFormatter: (v) => euro.format(v ?? 0) }]}
        hideLegend
      />
    </Stack>
  );
}
