import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const origins = ['Brazil', 'Vietnam', 'Colombia', 'Indonesia', 'Ethiopia', 'Honduras'];
// Green coffee bought by a roaster this year, in bags.
const bags = [120, 45, 96, 38, 74, 52];

type Anchor = 'default' | 'start' | 'middle' | 'end';

export default function TickLabelAngle() {
  const [angle, setAngle] = React.useState(-45);
  const [anchor, setAnchor] = React.useState<Anchor>('default');
  const [fontSize, setFontSize] = React.useState(12);

  return (
    <Box>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', px: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="angle-label" variant="body2">
            angle: {angle}°
          </Typography>
          <Slider
            aria-labelledby="angle-label"
            value={angle}
            onChange={(event, value) => setAngle(value as number)}
            min={-90}
            max={90}
            step={15}
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id="font-size-label" variant="body2">
            fontSize: {fontSize}px
          </Typography>
          <Slider
            aria-labelledby="font-size-label"
            value={fontSize}
            onChange={(event, value) => setFontSize(value as number)}
            min={9}
            max={16}
          />
        </Box>
        <TextField
          select
          size="small"
          label="textAnchor"
          value={anchor}
          onChange={(event) => setAnchor(event.target.value as Anchor)}
          sx={{ minWidth: 130 }}
        >
          {['default', 'start', 'middle', 'end'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={280}
        aria-label="Bags of green coffee bought per origin"
        xAxis={[
          {
            scaleType: 'band',
            data: origins,
            height: 70,
            label: 'Origin',
            labelStyle: { fontSize: 13, fontWeight: 600 },
            tickLabelStyle: {
              angle,
              fontSize,
              // Without textAnchor, the chart picks one from the angle.
              ...(anchor === 'default' ? {} : { textAnchor: anchor }),
            },
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: bags, label: 'Bags' }]}
        hideLegend
      />
    </Box>
  );
}
