import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid';

type Order = { id: number; customer: string; total: number };

const customers = ['Harbor Bakery', 'Iris Florist', 'Juniper Gym', 'Kiln Studio', 'Lumen Optics'];
const initialOrders = (): Order[] =>
  Array.from({ length: 42 }, (_, index) => ({
    id: 42 - index, // newest first
    customer: customers[(index * 3) % customers.length],
    total: 20 + ((index * 1733) % 48000) / 100,
  }));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: (value: number) => `$${value.toFixed(2)}` },
];

export default function InvalidateAfterSave() {
  const apiRef = useGridApiRef();
  const orders = React.useRef<Order[]>(initialOrders()); // this demo's "database"
  const [invalidate, setInvalidate] = React.useState(true);
  const [saving, setSaving] = React.useState(false);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ start, end }) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { rows: orders.current.slice(Number(start), end + 1), rowCount: orders.current.length };
      },
    }),
    [],
  );

  const placeOrder = async () => {
    setSaving(true);
    await new Promise((resolve) => setTimeout(resolve, 300)); // POST /api/orders
    const id = orders.current.length + 1;
    orders.current = [{ id, customer: customers[id % customers.length], total: 99.5 }, ...orders.current];
    setSaving(false);
    if (invalidate) {
      apiRef.current?.dataSource.cache.clear(); // every cached page is now out of date
    }
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={placeOrder} disabled={saving}>
          Place a test order
        </Button>
        <FormControlLabel
          control={<Switch checked={invalidate} onChange={(event) => setInvalidate(event.target.checked)} />}
          label="Clear the cache after saving"
        />
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          label="Orders"
          columns={columns}
          dataSource={dataSource}
          disableColumnFilter
          disableColumnSorting
          pageSizeOptions={[10, 20]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
