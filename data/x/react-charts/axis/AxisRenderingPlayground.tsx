import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// Loaves baked by a neighbourhood bakery.
const loaves = [140, 125, 150, 135, 190, 240];

export default function AxisRenderingPlayground() {
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);
  const [showLabels, setShowLabels] = React.useState(true);
  const [tickSize, setTickSize] = React.useState(6);

  const shared = { disableLine, disableTicks, tickSize };

  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch checked={disableLine} onChange={(event) => setDisableLine(event.target.checked)} />
          }
          label="disableLine"
        />
        <FormControlLabel
          control={
            <Switch checked={disableTicks} onChange={(event) => setDisableTicks(event.target.checked)} />
          }
          label="disableTicks"
        />
        <FormControlLabel
          control={<Switch checked={showLabels} onChange={(event) => setShowLabels(event.target.checked)} />}
          label="label"
        />
        <Box sx={{ width: 200 }}>
          <Typography id="tick-size-label" variant="body2">
            tickSize: {tickSize}px
          </Typography>
          <Slider
            aria-labelledby="tick-size-label"
            value={tickSize}
            onChange={(event, value) => setTickSize(value as number)}
            min={0}
            max={16}
          />
        </Box>
      </Stack>
      <BarChart
        height={260}
        aria-label="Loaves baked per day"
        xAxis={[
          { scaleType: 'band', data: days, ...shared, label: showLabels ? 'Day of the week' : undefined },
        ]}
        yAxis={[{ ...shared, width: 40 + tickSize, label: showLabels ? 'Loaves' : undefined }]}
        series={[{ data: loaves, label: 'Loaves baked' }]}
        hideLegend
      />
    </Box>
  );
}
