import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid';

type StockLevel = { id: number; item: string; warehouse: string; onHand: number; reserved: number };

const items = ['Pallet wrap', 'Box, small', 'Box, large', 'Tape roll', 'Label sheet', 'Void fill', 'Mailer bag'];
const warehouses = ['Rotterdam', 'Leipzig', 'Lyon'];
const baseLevels = Array.from({ length: 21 }, (_, index) => ({
  id: index + 1,
  item: items[index % items.length],
  warehouse: warehouses[Math.floor(index / items.length)],
  base: 200 + ((index * 97) % 600),
}));

// The fake API derives the levels from a version number that grows as time passes on the "server".
let serverVersion = 0;
function fetchLevels(start: number, end: number) {
  const rows: StockLevel[] = baseLevels.slice(start, end + 1).map(({ base, ...row }) => ({
    ...row,
    onHand: base - ((serverVersion * (row.id % 5 + 1) * 7) % 150),
    reserved: (serverVersion * row.id * 3) % 40,
  }));
  return new Promise<{ rows: StockLevel[]; rowCount: number }>((resolve) => {
    setTimeout(() => resolve({ rows, rowCount: baseLevels.length }), 300);
  });
}

const dataSource: GridDataSource = { getRows: ({ start, end }) => fetchLevels(Number(start), end) };

const columns: GridColDef<StockLevel>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 130 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
  { field: 'reserved', headerName: 'Reserved', type: 'number', width: 100 },
];

const POLL_MS = 4000;

export default function PollingStock() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  const [polls, setPolls] = React.useState(0);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return; // don't poll from a background tab
      serverVersion += 1; // time passes on the server
      apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true });
      setPolls((count) => count + 1);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause updates' : 'Resume updates'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {running ? `Refreshing every ${POLL_MS / 1000} s` : 'Paused'} · {polls} refreshes so far
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          label="Stock levels"
          columns={columns}
          dataSource={dataSource}
          disableColumnFilter
          disableColumnSorting
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
