import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const WINDOW = 30;
const positions = Array.from({ length: WINDOW }, (_, index) => index);

function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function nextValue(previous: number, random: () => number) {
  return Math.min(98, Math.max(4, Math.round(previous + (random() - 0.5) * 18)));
}

// The first window is computed once from a fixed seed, so the server and the browser draw the same line.
const startRandom = mulberry32(7);
const initial = positions.reduce<number[]>((values) => [...values, nextValue(values.at(-1) ?? 55, startRandom)], []);

export default function LiveCpuUsage() {
  const [cpu, setCpu] = React.useState(initial);
  const [running, setRunning] = React.useState(true);
  const random = React.useRef(mulberry32(99));

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      setCpu((values) => [...values.slice(1), nextValue(values[values.length - 1], random.current)]);
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button size="small" variant="outlined" onClick={() => setRunning((value) => !value)}>
        {running ? 'Pause' : 'Resume'}
      </Button>
      <LineChart
        sx={{ width: '100%' }}
        height={260}
        margin={{ top: 24, right: 24 }}
        skipAnimation
        xAxis={[
          {
            scaleType: 'point',
            data: positions,
            tickInterval: (index: number) => index % 5 === 4,
            valueFormatter: (index: number) => (index === WINDOW - 1 ? 'now' : `${index - WINDOW + 1}s`),
          },
        ]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={[{ label: 'CPU', data: cpu, area: true, showMark: false, curve: 'linear', valueFormatter: (value) => `${value}%` }]}
        hideLegend
      />
    </Stack>
  );
}
