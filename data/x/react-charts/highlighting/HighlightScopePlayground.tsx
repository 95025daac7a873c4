import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';

const years = ['2021', '2022', '2023', '2024', '2025'];

export default function HighlightScopePlayground() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('item');
  const [fade, setFade] = React.useState<FadeOptions>('global');
  const highlightScope = { highlight, fade };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as HighlightOptions)}
          sx={{ minWidth: 140 }}
        >
          {['none', 'item', 'series'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as FadeOptions)}
          sx={{ minWidth: 140 }}
        >
          {['none', 'series', 'global'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        margin={{ top: 24 }}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ width: 40, valueFormatter: (value: number) => `${value}k` }]}
        series={[
          { label: 'Europe', data: [41, 48, 52, 61, 66], highlightScope },
          { label: 'Americas', data: [55, 57, 63, 66, 74], highlightScope },
          { label: 'Asia-Pacific', data: [22, 29, 38, 47, 58], highlightScope },
        ]}
      />
    </Stack>
  );
}
