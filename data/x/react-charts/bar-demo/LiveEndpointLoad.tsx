import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';

const endpoints = ['/login', '/search', '/cart', '/checkout', '/orders'];
const baseline = [120, 340, 210, 90, 150];

// Small seeded generator: the same sequence on every run, no Math.random().
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function LiveEndpointLoad() {
  const [load, setLoad] = React.useState(baseline);
  const [running, setRunning] = React.useState(true);
  const random = React.useRef(mulberry32(42));

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      setLoad(baseline.map((value) => Math.round(value * (0.6 + random.current() * 0.8))));
    }, 1500);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button size="small" variant="outlined" onClick={() => setRunning((value) => !value)}>
        {running ? 'Pause updates' : 'Resume updates'}
      </Button>
      <BarChart
        sx={{ width: '100%' }}
        height={300}
        margin={{ top: 24 }}
        xAxis={[{ scaleType: 'band', data: endpoints }]}
        yAxis={[{ min: 0, max: 500, label: 'Requests / s' }]}
        series={[{ label: 'Requests per second', data: load, valueFormatter: (value) => `${value} req/s` }]}
        borderRadius={4}
        hideLegend
      />
    </Stack>
  );
}
