import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Delivery distance (km) and delivery time (min) for 24 orders.
const deliveries = [
  [1.2, 14], [2.5, 19], [3.1, 22], [4.8, 27], [5.5, 31], [6.2, 29], [7.9, 38], [8.4, 36],
  [9.7, 44], [10.5, 41], [11.8, 52], [12.4, 49], [2.0, 25], [3.9, 21], [5.1, 35], [6.8, 33],
  [8.9, 47], [10.1, 39], [13.2, 55], [14.6, 58], [1.7, 12], [4.2, 30], [7.3, 28], [12.9, 61],
].map(([km, minutes], index) => ({ id: index, x: km, y: minutes }));

export default function VoronoiControls() {
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [radius, setRadius] = React.useState(40);

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={<Switch checked={disableVoronoi} onChange={(event) => setDisableVoronoi(event.target.checked)} />}
          label="disableVoronoi"
        />
        <Box sx={{ width: 240 }}>
          <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
            voronoiMaxRadius: {radius}
          </Typography>
          <Slider
            size="small"
            min={5}
            max={120}
            value={radius}
            disabled={disableVoronoi}
            onChange={(_, value) => setRadius(value as number)}
            aria-label="voronoiMaxRadius"
          />
        </Box>
      </Stack>
      <ScatterChart
        height={300}
        margin={{ top: 24, right: 24 }}
        disableVoronoi={disableVoronoi}
        voronoiMaxRadius={radius}
        xAxis={[{ label: 'Distance (km)', min: 0, max: 15 }]}
        yAxis={[{ min: 0, max: 70, valueFormatter: (value: number) => `${value}′` }]}
        series={[
          {
            label: 'Deliveries',
            data: deliveries,
            markerSize: 5,
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (point) => (point ? `${point.x} km in ${point.y} min` : ''),
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
