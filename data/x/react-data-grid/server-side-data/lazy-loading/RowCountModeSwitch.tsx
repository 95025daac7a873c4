import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';

type Order = { id: number; reference: string; store: string; total: number };

// --- A fake order API: 300 orders, never a count in the response. ---
const stores = ['Ghent', 'Porto', 'Graz', 'Turku'];
const orders: Order[] = Array.from({ length: 300 }, (_, index) => ({
  id: index + 1,
  reference: `ORD-${String(50_000 + index)}`,
  store: stores[index % stores.length],
  total: 12 + ((index * 53) % 400),
}));
// --- End of the fake API. ---

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', flex: 1, minWidth: 130 },
  { field: 'store', headerName: 'Store', width: 110 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

const choices = [
  { label: 'Unknown (-1)', value: -1 },
  { label: 'Known: 300', value: 300 },
  { label: 'Too low: 50', value: 50 },
];

export default function RowCountModeSwitch() {
  const apiRef = useGridApiRef();
  const [count, setCount] = React.useState(-1);
  const [requests, setRequests] = React.useState(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: ({ start, end }) => {
        setRequests((value) => value + 1);
        return new Promise((resolve) => {
          setTimeout(() => resolve({ rows: orders.slice(Number(start), end + 1) }), 400);
        });
      },
    }),
    [],
  );

  const apply = (value: number) => {
    setCount(value);
    apiRef.current?.setRowCount(value);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {choices.map((choice) => (
          <Button
            key={choice.value}
            size="small"
            variant={count === choice.value ? 'contained' : 'outlined'}
            aria-pressed={count === choice.value}
            onClick={() => apply(choice.value)}
          >
            {choice.label}
          </Button>
        ))}
        <Typography variant="body2" color="text.secondary" role="status">
          Requests: {requests}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          label="Orders"
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          disableColumnFilter
          disableColumnSorting
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
        />
      </Box>
    </Box>
  );
}
