import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// A seeded generator: the same 40 volunteers on the server and in the browser.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}
const next = seeded(7);
const volunteers = Array.from({ length: 40 }, (_, index) => {
  const sleep = Math.round((4 + next() * 5) * 10) / 10;
  const reaction = Math.round(420 - sleep * 22 + (next() - 0.5) * 70);
  return { id: index, x: sleep, y: reaction };
});

export default function SleepReactionGrid() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="Horizontal lines"
        />
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="Vertical lines"
        />
      </Stack>
      <ScatterChart
        height={260}
        margin={{ top: 16, right: 24 }}
        aria-label="Reaction time by hours of sleep"
        grid={{ horizontal, vertical }}
        xAxis={[{ label: 'Sleep the night before (h)', min: 4, max: 9 }]}
        yAxis={[{ width: 52, min: 180, max: 380, valueFormatter: (v: number) => `${v} ms` }]}
        series={[
          {
            label: 'Volunteers',
            data: volunteers,
            valueFormatter: (point) => (point ? `${point.x} h of sleep, ${point.y} ms` : ''),
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
