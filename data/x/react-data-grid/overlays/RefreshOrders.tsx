import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Order = { id: string; customer: string; items: number; total: number; status: string };

const orders: Order[] = [
  { id: 'SO-1042', customer: 'Harbor Books', items: 3, total: 86.5, status: 'Shipped' },
  { id: 'SO-1043', customer: 'Lumen Lighting', items: 12, total: 1240, status: 'Packing' },
  { id: 'SO-1044', customer: 'Fjord Outdoor', items: 1, total: 349, status: 'Shipped' },
  { id: 'SO-1045', customer: 'Atlas Print', items: 6, total: 212.4, status: 'New' },
  { id: 'SO-1046', customer: 'Nori Kitchen', items: 2, total: 58, status: 'New' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function RefreshOrders() {
  // The first render is the same on the server and in the browser: no rows, loading.
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  // A stand-in for a request to your server.
  const load = React.useCallback((keepRows: boolean) => {
    setLoading(true);
    if (!keepRows) {
      setRows([]);
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setRows(orders);
      setLoading(false);
    }, 1500);
  }, []);

  React.useEffect(() => {
    load(false);
    return () => clearTimeout(timer.current);
  }, [load]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" startIcon={<RefreshIcon />} onClick={() => load(true)}>
          Refresh
        </Button>
        <Button size="small" variant="outlined" onClick={() => load(false)}>
          Load from scratch
        </Button>
        <Button size="small" onClick={() => setRows([])} disabled={loading}>
          Clear the list
        </Button>
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid label="Today's orders" rows={rows} columns={columns} loading={loading} hideFooter />
      </div>
    </Stack>
  );
}
