import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// One issue of a bookshop's monthly newsletter.
const newsletter = [
  { label: 'Sent', value: 24000 },
  { label: 'Delivered', value: 23100 },
  { label: 'Opened', value: 9800 },
  { label: 'Clicked a book', value: 2150 },
  { label: 'Bought', value: 410 },
];

export default function NewsletterGap() {
  const [gap, setGap] = React.useState(8);
  const labelId = React.useId();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 360 }}>
        <Typography id={labelId} variant="body2" sx={{ flexShrink: 0 }}>
          Gap: {gap}px
        </Typography>
        <Slider
          aria-labelledby={labelId}
          value={gap}
          min={0}
          max={24}
          step={2}
          onChange={(event, value) => setGap(value as number)}
        />
      </Stack>
      <FunnelChart
        height={340}
        title="October newsletter: from inbox to purchase"
        gap={gap}
        series={[
          {
            data: newsletter,
            valueFormatter: (item) => (item ? item.value.toLocaleString('en-US') : ''),
          },
        ]}
      />
    </Stack>
  );
}
