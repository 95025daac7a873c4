import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';

type Entry = { id: number; date: string; account: string; memo: string; amount: number };

// --- A fake ledger API with 10,000 seeded entries. ---
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(2025);
const accounts = ['Cash', 'Receivables', 'Payables', 'Payroll', 'Rent', 'Travel', 'Software'];
const memos = ['Invoice', 'Refund', 'Transfer', 'Card payment', 'Direct debit', 'Adjustment'];
const ledger: Entry[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  date: `2025-${String(1 + Math.floor(index / 834)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
  account: accounts[Math.floor(next() * accounts.length)],
  memo: `${memos[Math.floor(next() * memos.length)]} #${10_000 + index}`,
  amount: Math.round((next() - 0.4) * 500_000) / 100,
}));
// --- End of the fake API. ---

const columns: GridColDef<Entry>[] = [
  { field: 'id', headerName: 'Entry', type: 'number', width: 80 },
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'account', headerName: 'Account', width: 120 },
  { field: 'memo', headerName: 'Memo', flex: 1, minWidth: 160, sortable: false },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110, valueFormatter: (value: number) => value.toFixed(2) },
];

export default function LedgerViewport() {
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ start, end, sortModel }) => {
        setRequests((previous) => [`rows ${start}–${end}`, ...previous]);
        const { field, sort } = sortModel[0] ?? { field: 'id', sort: 'asc' };
        const key = field as keyof Entry;
        const sorted = [...ledger].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort === 'desc' ? -1 : 1));
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { rows: sorted.slice(Number(start), end + 1), rowCount: ledger.length };
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleMs}
          onChange={(_, value: number | null) => value !== null && setThrottleMs(value)}
          aria-label="lazyLoadingRequestThrottleMs"
        >
          <ToggleButton value={0}>No throttle</ToggleButton>
          <ToggleButton value={500}>500 ms (default)</ToggleButton>
          <ToggleButton value={1500}>1500 ms</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {requests.length} requests, last: {requests[0] ?? 'none'}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          label="Ledger"
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          disableColumnFilter
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
    </Box>
  );
}
