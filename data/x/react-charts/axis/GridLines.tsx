import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { LineChart } from '@mui/x-charts/LineChart';

const distance = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50];
// Elevation profile of a cycling stage, in metres.
const elevation = [120, 180, 340, 610, 880, 1040, 760, 520, 690, 410, 230];

export default function GridLines() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(true);

  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
        label="horizontal"
      />
      <FormControlLabel
        control={<Checkbox checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
        label="vertical"
      />
      <LineChart
        height={260}
        aria-label="Elevation profile of a 50 km cycling stage"
        grid={{ horizontal, vertical }}
        xAxis={[{ data: distance, valueFormatter: (km: number) => `${km} km` }]}
        yAxis={[{ width: 48, valueFormatter: (m: number) => `${m} m` }]}
        series={[{ data: elevation, label: 'Elevation', area: true, showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
