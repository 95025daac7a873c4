import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Weather stations: elevation (m) and mean July temperature (°C).
// Staffed stations are few and get large markers; automatic ones are many and small.
const staffed = [
  [120, 24.1], [640, 20.8], [1180, 17.2], [1720, 13.9], [2350, 9.8],
].map(([x, y], index) => ({ id: `s${index}`, x, y }));
const automatic = [
  [40, 24.9], [210, 23.6], [330, 22.7], [480, 21.9], [560, 21.1], [720, 20.3], [850, 19.1], [930, 18.9],
  [1050, 17.6], [1260, 16.4], [1390, 15.8], [1480, 15.1], [1610, 14.2], [1830, 13.1], [1950, 12.2],
  [2080, 11.4], [2210, 10.9], [2480, 9.1], [2600, 8.3], [2790, 7.2],
].map(([x, y], index) => ({ id: `a${index}`, x, y }));

export default function WeatherStationSizes() {
  const [automaticSize, setAutomaticSize] = React.useState(3);

  return (
    <Stack spacing={1}>
      <Box sx={{ maxWidth: 280 }}>
        <Typography id="station-size-label" variant="body2">
          markerSize of automatic stations: {automaticSize} px
        </Typography>
        <Slider
          size="small"
          aria-labelledby="station-size-label"
          min={1}
          max={12}
          value={automaticSize}
          onChange={(_, value) => setAutomaticSize(value as number)}
        />
      </Box>
      <ScatterChart
        height={260}
        margin={{ top: 16, right: 24 }}
        aria-label="Mean July temperature by station elevation"
        xAxis={[{ label: 'Elevation (m)', min: 0, max: 3000 }]}
        yAxis={[{ width: 44, min: 5, max: 26, valueFormatter: (v: number) => `${v}°C` }]}
        series={[
          { id: 'staffed', label: 'Staffed stations', data: staffed, markerSize: 9 },
          { id: 'automatic', label: 'Automatic stations', data: automatic, markerSize: automaticSize },
        ]}
      />
    </Stack>
  );
}
