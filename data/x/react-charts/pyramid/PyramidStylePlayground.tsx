import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Hotel loyalty programme members per status, from the top status to the entry level.
const statuses = [
  { label: 'Platinum', value: 120 },
  { label: 'Gold', value: 640 },
  { label: 'Silver', value: 2100 },
  { label: 'Member', value: 5400 },
];

type Variant = 'filled' | 'outlined';
type Layout = 'vertical' | 'horizontal';

export default function PyramidStylePlayground() {
  const [variant, setVariant] = React.useState<Variant>('outlined');
  const [layout, setLayout] = React.useState<Layout>('vertical');
  const [gap, setGap] = React.useState(6);
  const [borderRadius, setBorderRadius] = React.useState(8);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Stack spacing={2} sx={{ minWidth: 200 }}>
        <TextField
          select
          size="small"
          label="variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as Variant)}
        >
          <MenuItem value="filled">filled</MenuItem>
          <MenuItem value="outlined">outlined</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="layout"
          value={layout}
          onChange={(event) => setLayout(event.target.value as Layout)}
        >
          <MenuItem value="vertical">vertical</MenuItem>
          <MenuItem value="horizontal">horizontal</MenuItem>
        </TextField>
        <Box>
          <Typography id="pyramid-style-gap" variant="body2">
            gap: {gap}px
          </Typography>
          <Slider
            size="small"
            min={0}
            max={20}
            value={gap}
            onChange={(_, value) => setGap(value as number)}
            aria-labelledby="pyramid-style-gap"
          />
        </Box>
        <Box>
          <Typography id="pyramid-style-radius" variant="body2">
            borderRadius: {borderRadius}px
          </Typography>
          <Slider
            size="small"
            min={0}
            max={20}
            value={borderRadius}
            onChange={(_, value) => setBorderRadius(value as number)}
            aria-labelledby="pyramid-style-radius"
          />
        </Box>
      </Stack>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <FunnelChart
          height={300}
          title="Loyalty programme members per status"
          gap={gap}
          colors={['#00897b', '#26a69a', '#4db6ac', '#80cbc4']}
          series={[
            {
              curve: 'pyramid',
              data: statuses,
              variant,
              layout,
              borderRadius,
              highlightScope: { highlight: 'item', fade: 'global' },
              valueFormatter: (item) => (item ? item.value.toLocaleString('en-US') : ''),
            },
          ]}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
        />
      </Box>
    </Stack>
  );
}
