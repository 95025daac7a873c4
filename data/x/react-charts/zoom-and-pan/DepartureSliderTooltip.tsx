import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

type ShowTooltip = 'always' | 'hover' | 'never';

// Departures from a regional airport, per half hour from 05:00 to 23:30.
const slots = Array.from({ length: 38 }, (_, index) => 300 + index * 30); // minutes after midnight
const departures = slots.map((minutes, index) => {
  const hour = minutes / 60;
  const peak = (hour >= 6 && hour < 9) || (hour >= 17 && hour < 20) ? 5 : 1;
  return peak + ((index * 5) % 3);
});
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export default function DepartureSliderTooltip() {
  const [showTooltip, setShowTooltip] = React.useState<ShowTooltip>('always');
  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id="departure-tooltip-label">showTooltip</FormLabel>
        <RadioGroup
          row
          aria-labelledby="departure-tooltip-label"
          value={showTooltip}
          onChange={(event) => setShowTooltip(event.target.value as ShowTooltip)}
        >
          <FormControlLabel value="always" control={<Radio size="small" />} label="always" />
          <FormControlLabel value="hover" control={<Radio size="small" />} label="hover" />
          <FormControlLabel value="never" control={<Radio size="small" />} label="never" />
        </RadioGroup>
      </FormControl>
      <BarChartPro
        height={260}
        margin={{ top: 16, right: 24 }}
        xAxis={[
          {
            id: 'slot',
            scaleType: 'band',
            data: slots,
            // Ticks show the start of the slot; the slider's tooltip spells out the time.
            valueFormatter: (minutes: number, context) =>
              context.location === 'zoom-slider-tooltip' ? `Departing at ${clock(minutes)}` : clock(minutes),
            zoom: { slider: { enabled: true, showTooltip } },
          },
        ]}
        yAxis={[{ width: 32 }]}
        series={[{ data: departures, label: 'Departures' }]}
        initialZoom={[{ axisId: 'slot', start: 25, end: 60 }]}
      />
    </Stack>
  );
}
