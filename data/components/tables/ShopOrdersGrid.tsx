import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Order = { id: string; customer: string; items: number; total: number; status: string };

const orders: Order[] = [
  { id: 'SO-2041', customer: 'Anouk de Vries', items: 3, total: 74.9, status: 'Shipped' },
  { id: 'SO-2042', customer: 'Bilal Karim', items: 1, total: 19.5, status: 'Processing' },
  { id: 'SO-2043', customer: 'Carmen Ruiz', items: 6, total: 212.4, status: 'Delivered' },
  { id: 'SO-2044', customer: 'Dmitri Volkov', items: 2, total: 48, status: 'Shipped' },
  { id: 'SO-2045', customer: 'Emma Laurent', items: 4, total: 131.75, status: 'Returned' },
  { id: 'SO-2046', customer: 'Farah Said', items: 1, total: 12.99, status: 'Processing' },
  { id: 'SO-2047', customer: 'Gustav Holm', items: 5, total: 96.2, status: 'Delivered' },
  { id: 'SO-2048', customer: 'Hana Kobayashi', items: 2, total: 57.3, status: 'Shipped' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total (EUR)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function ShopOrdersGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        checkboxSelection
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        aria-label="Online shop orders"
      />
    </Box>
  );
}
