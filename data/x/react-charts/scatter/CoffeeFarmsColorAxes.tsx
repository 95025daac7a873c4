import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

type ColourBy = 'x' | 'y' | 'z' | 'all';

// Coffee lots: farm altitude (m), cupping score, and the processing method.
const lots = [
  [1150, 81.5, 'Natural'], [1240, 82.0, 'Washed'], [1320, 83.25, 'Honey'], [1380, 82.75, 'Natural'],
  [1450, 84.0, 'Washed'], [1510, 83.5, 'Honey'], [1580, 85.25, 'Washed'], [1620, 84.5, 'Natural'],
  [1690, 86.0, 'Washed'], [1740, 85.5, 'Honey'], [1800, 87.25, 'Washed'], [1860, 86.5, 'Natural'],
  [1930, 88.0, 'Washed'], [1990, 87.0, 'Honey'], [2050, 88.75, 'Natural'], [2120, 89.5, 'Washed'],
  [1290, 80.75, 'Washed'], [1470, 82.25, 'Natural'], [1700, 84.0, 'Honey'], [2010, 86.25, 'Washed'],
].map(([altitude, score, process], index) => ({
  id: index,
  altitude: altitude as number,
  score: score as number,
  process: process as string,
}));

const keys: Record<ColourBy, string> = {
  x: 'Altitude: orange below 1,500 m, green from 1,500 to 1,800 m, blue above.',
  y: 'Score: grey below 85, purple for specialty grade (85 and above).',
  z: 'Process: blue washed, red natural, amber honey.',
  all: 'All three axes have a colour map: the z-axis (process) wins.',
};

export default function CoffeeFarmsColorAxes() {
  const [colourBy, setColourBy] = React.useState<ColourBy>('z');
  const on = (axis: 'x' | 'y' | 'z') => colourBy === axis || colourBy === 'all';

  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id="coffee-colour-label">Colour map on</FormLabel>
        <RadioGroup
          row
          aria-labelledby="coffee-colour-label"
          value={colourBy}
          onChange={(event) => setColourBy(event.target.value as ColourBy)}
        >
          <FormControlLabel value="x" control={<Radio />} label="x-axis" />
          <FormControlLabel value="y" control={<Radio />} label="y-axis" />
          <FormControlLabel value="z" control={<Radio />} label="z-axis" />
          <FormControlLabel value="all" control={<Radio />} label="All three" />
        </RadioGroup>
      </FormControl>
      <ScatterChart
        height={260}
        margin={{ top: 16, right: 24 }}
        aria-label="Cupping score of coffee lots by farm altitude"
        dataset={lots}
        xAxis={[
          {
            label: 'Altitude (m)',
            min: 1100,
            max: 2200,
            colorMap: on('x')
              ? { type: 'piecewise', thresholds: [1500, 1800], colors: ['#ef6c00', '#43a047', '#1e88e5'] }
              : undefined,
          },
        ]}
        yAxis={[
          {
            width: 44,
            min: 80,
            max: 90,
            colorMap: on('y') ? { type: 'piecewise', thresholds: [85], colors: ['#9e9e9e', '#8e24aa'] } : undefined,
          },
        ]}
        zAxis={[
          {
            id: 'process',
            // The z values come from the dataset, like x and y.
            dataKey: 'process',
            colorMap: on('z')
              ? { type: 'ordinal', values: ['Washed', 'Natural', 'Honey'], colors: ['#1e88e5', '#e53935', '#ffb300'] }
              : undefined,
          },
        ]}
        series={[
          {
            label: 'Coffee lots',
            datasetKeys: { id: 'id', x: 'altitude', y: 'score' },
            zAxisId: 'process',
            markerSize: 6,
            valueFormatter: (point, { dataIndex }) =>
              point ? `${point.x} m, score ${point.y}, ${lots[dataIndex].process}` : '',
          },
        ]}
        hideLegend
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {keys[colourBy]}
      </Typography>
    </Stack>
  );
}
