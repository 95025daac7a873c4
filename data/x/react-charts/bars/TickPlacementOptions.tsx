import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacement = 'start' | 'middle' | 'end' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

const tickPlacements: TickPlacement[] = ['extremities', 'start', 'middle', 'end'];
const labelPlacements: TickLabelPlacement[] = ['middle', 'tick'];
// Rainfall at a hillside vineyard, in millimetres.
const months = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
const rainfall = [58, 71, 44, 19, 26, 63];

export default function TickPlacementOptions() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');
  const id = React.useId();

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <FormControl>
          <FormLabel id={`${id}-tick`}>tickPlacement</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-tick`}
            value={tickPlacement}
            onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}
          >
            {tickPlacements.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id={`${id}-label`}>tickLabelPlacement</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-label`}
            value={tickLabelPlacement}
            onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacement)}
          >
            {labelPlacements.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
      <BarChart
        height={260}
        margin={{ top: 24 }}
        aria-label="Monthly rainfall at the vineyard"
        xAxis={[{ scaleType: 'band', data: months, tickPlacement, tickLabelPlacement }]}
        yAxis={[{ width: 40 }]}
        series={[{ label: 'Rainfall', data: rainfall, valueFormatter: (value) => `${value} mm` }]}
        hideLegend
      />
    </Stack>
  );
}
