import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// Parcels delivered by one courier route.
const parcels = [86, 72, 94, 81, 103, 58];

type XPosition = 'top' | 'bottom' | 'none';
type YPosition = 'left' | 'right' | 'none';

export default function AxisPositionPicker() {
  const [xPosition, setXPosition] = React.useState<XPosition>('top');
  const [yPosition, setYPosition] = React.useState<YPosition>('right');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="x-axis position"
          value={xPosition}
          onChange={(event) => setXPosition(event.target.value as XPosition)}
          sx={{ minWidth: 150 }}
        >
          {['bottom', 'top', 'none'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="y-axis position"
          value={yPosition}
          onChange={(event) => setYPosition(event.target.value as YPosition)}
          sx={{ minWidth: 150 }}
        >
          {['left', 'right', 'none'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={260}
        aria-label="Parcels delivered per weekday"
        xAxis={[{ scaleType: 'band', data: weekdays, position: xPosition }]}
        yAxis={[{ position: yPosition, width: 36 }]}
        series={[{ data: parcels, label: 'Parcels' }]}
        hideLegend
      />
    </Stack>
  );
}
