import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import type { GaugeFormatterParams } from '@mui/x-charts/Gauge';

// Seats sold for an evening concert in a 1,200-seat hall.
const formats: Record<string, { label: string; text: string | ((params: GaugeFormatterParams) => string | null) }> = {
  default: { label: 'Default (value)', text: ({ value }) => (value === null ? '' : value.toLocaleString('en-US')) },
  fraction: { label: 'Value / max', text: ({ value, valueMax }) => `${value} / ${valueMax}` },
  share: {
    label: 'Share of range',
    text: ({ value, valueMin, valueMax }) =>
      value === null ? null : `${Math.round(((value - valueMin) / (valueMax - valueMin)) * 100)}%`,
  },
  twoLines: { label: 'Two lines', text: ({ value }) => `${value}\nseats sold` },
  fixed: { label: 'Fixed string', text: 'Almost full' },
};

export default function GaugeTextPlayground() {
  const [format, setFormat] = React.useState('fraction');
  const [fontSize, setFontSize] = React.useState(24);
  const [offset, setOffset] = React.useState(0);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Stack spacing={2} sx={{ minWidth: 220 }}>
        <TextField select size="small" label="text" value={format} onChange={(event) => setFormat(event.target.value)}>
          {Object.entries(formats).map(([key, option]) => (
            <MenuItem key={key} value={key}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Typography id="gauge-text-size" variant="body2">
            Font size: {fontSize}px
          </Typography>
          <Slider
            size="small"
            min={12}
            max={40}
            value={fontSize}
            onChange={(_, value) => setFontSize(value as number)}
            aria-labelledby="gauge-text-size"
          />
        </Box>
        <Box>
          <Typography id="gauge-text-offset" variant="body2">
            Vertical offset: {offset}px
          </Typography>
          <Slider
            size="small"
            min={-40}
            max={40}
            value={offset}
            onChange={(_, value) => setOffset(value as number)}
            aria-labelledby="gauge-text-offset"
          />
        </Box>
      </Stack>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Gauge
          height={240}
          value={1046}
          valueMax={1200}
          startAngle={-90}
          endAngle={90}
          innerRadius="70%"
          title="Concert tickets: 1,046 of 1,200 seats sold"
          text={formats[format].text}
          sx={{
            [`& .${gaugeClasses.valueText}`]: {
              fontSize,
              fontWeight: 600,
              transform: `translate(0px, ${offset}px)`,
            },
          }}
        />
      </Box>
    </Stack>
  );
}
