import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Median response time (ms) of three services over the last 12 hours.
const services = [
  { name: 'Auth', data: [42, 44, 41, 45, 43, 47, 46, 44, 48, 45, 46, 44] },
  { name: 'Search', data: [180, 210, 195, 240, 260, 230, 250, 290, 270, 300, 280, 310] },
  { name: 'Checkout', data: [95, 98, 97, 101, 99, 104, 102, 100, 105, 103, 106, 104] },
];
const allValues = services.flatMap((service) => service.data);
const sharedRange = { min: 0, max: Math.max(...allValues) };

export default function SharedScaleToggle() {
  const [shared, setShared] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={shared} onChange={(event) => setShared(event.target.checked)} />}
        label="Same y-axis range for every row"
      />
      {services.map((service) => (
        <Stack key={service.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 72 }}>
            {service.name}
          </Typography>
          <Box sx={{ flex: 1, maxWidth: 320 }}>
            <SparkLineChart
              data={service.data}
              height={40}
              area
              baseline="min"
              yAxis={shared ? sharedRange : undefined}
              showTooltip
              showHighlight
              valueFormatter={(value) => `${value} ms`}
            />
          </Box>
          <Typography variant="body2" sx={{ width: 56, textAlign: 'right' }}>
            {service.data[service.data.length - 1]} ms
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
