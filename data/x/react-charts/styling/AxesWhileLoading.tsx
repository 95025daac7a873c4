import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';

const gates = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

// A fake server: answers after 1.5 seconds with the number of departures per gate.
function fetchDepartures(): Promise<number[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve([14, 9, 17, 12, 6, 11]), 1500);
  });
}

export default function AxesWhileLoading() {
  const [departures, setDepartures] = React.useState<number[] | null>(null);

  const load = React.useCallback(() => {
    setDepartures(null);
    fetchDepartures().then(setDepartures);
  }, []);

  React.useEffect(load, [load]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button size="small" variant="outlined" onClick={load} disabled={departures === null}>
        Reload departures
      </Button>
      <BarChart
        height={240}
        margin={{ top: 24 }}
        loading={departures === null}
        aria-label="Departures per gate"
        // The categories and the value range are known before the data arrives,
        // so both axes are drawn behind the loading message.
        xAxis={[{ scaleType: 'band', data: gates }]}
        yAxis={[{ width: 36, min: 0, max: 20 }]}
        series={[{ label: 'Departures', data: departures ?? [] }]}
      />
    </Stack>
  );
}
