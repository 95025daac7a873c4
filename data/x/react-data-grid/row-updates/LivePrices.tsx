import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

// A tiny seeded generator (mulberry32): the same sequence on every run.
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rows = [
  { id: 'EURUSD', pair: 'EUR/USD', bid: 1.0842, ask: 1.0844 },
  { id: 'GBPUSD', pair: 'GBP/USD', bid: 1.2671, ask: 1.2674 },
  { id: 'USDJPY', pair: 'USD/JPY', bid: 151.23, ask: 151.26 },
  { id: 'AUDUSD', pair: 'AUD/USD', bid: 0.6518, ask: 0.652 },
  { id: 'USDCHF', pair: 'USD/CHF', bid: 0.9032, ask: 0.9035 },
];

const columns: GridColDef[] = [
  { field: 'pair', headerName: 'Pair', flex: 1, minWidth: 120 },
  { field: 'bid', headerName: 'Bid', type: 'number', width: 120 },
  { field: 'ask', headerName: 'Ask', type: 'number', width: 120 },
];

export default function LivePrices() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const next = random(42);
    const interval = setInterval(() => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      const row = rows[Math.floor(next() * rows.length)];
      const current = api.getRow(row.id) ?? row;
      const bid = Number((current.bid * (1 + (next() - 0.5) / 500)).toFixed(4));
      // A partial update: only id and the changed fields. Other fields are kept.
      api.updateRows([{ id: row.id, bid, ask: Number((bid * 1.0003).toFixed(4)) }]);
    }, 400);
    return () => clearInterval(interval);
  }, [apiRef, running]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        startIcon={running ? <PauseIcon /> : <PlayArrowIcon />}
        onClick={() => setRunning((value) => !value)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {running ? 'Pause updates' : 'Resume updates'}
      </Button>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid label="Currency quotes" apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
