import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { lineElementClasses } from '@mui/x-charts/LineChart';

// Server uptime per day (%): the line touches the top and bottom of the plot.
const uptime = [100, 100, 99.2, 100, 97.5, 100, 100, 98.1, 100, 100];

export default function SparklineStrokeClipping() {
  const [strokeWidth, setStrokeWidth] = React.useState(6);
  const [offset, setOffset] = React.useState(1);
  const [disableClipping, setDisableClipping] = React.useState(false);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Stack sx={{ minWidth: 220 }}>
        <Typography id="sparkline-stroke-label" variant="body2">
          Stroke width: {strokeWidth}px
        </Typography>
        <Slider
          size="small"
          min={1}
          max={12}
          value={strokeWidth}
          onChange={(_, value) => setStrokeWidth(value as number)}
          aria-labelledby="sparkline-stroke-label"
        />
        <Typography id="sparkline-offset-label" variant="body2">
          clipAreaOffset: {offset}px on each side
        </Typography>
        <Slider
          size="small"
          min={0}
          max={8}
          value={offset}
          disabled={disableClipping}
          onChange={(_, value) => setOffset(value as number)}
          aria-labelledby="sparkline-offset-label"
        />
        <FormControlLabel
          control={<Switch checked={disableClipping} onChange={(event) => setDisableClipping(event.target.checked)} />}
          label="disableClipping"
        />
      </Stack>
      <Box sx={{ flexGrow: 1, maxWidth: 420, alignSelf: 'center', outline: 1, outlineColor: 'divider', outlineStyle: 'dashed' }}>
        <SparkLineChart
          data={uptime}
          height={80}
          margin={8}
          yAxis={{ domainLimit: 'strict' }}
          disableClipping={disableClipping}
          clipAreaOffset={{ top: offset, right: offset, bottom: offset, left: offset }}
          aria-label="Daily server uptime over ten days"
          sx={{ [`& .${lineElementClasses.root}`]: { strokeWidth } }}
        />
      </Box>
    </Stack>
  );
}
