import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';

type Order = { id: string; customer: string; items: number; total: number };

const customers = ['Green Leaf Café', 'Hill & Vale', 'Kite Studio', 'Lumen Optics', 'Marlow Books'];
const ACTUAL_COUNT = 240;

const archive: Order[] = Array.from({ length: ACTUAL_COUNT }, (_, index) => ({
  id: `SO-${31000 + index}`,
  customer: customers[(index * 3) % customers.length],
  items: ((index * 7) % 9) + 1,
  total: 40 + ((index * 157) % 900),
}));

// The archive's search index only knows an estimate (100); the real count is 240.
function fetchOrders({ page, pageSize }: GridPaginationModel) {
  return new Promise<{ rows: Order[]; hasNextPage: boolean }>((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      resolve({ rows: archive.slice(start, start + pageSize), hasNextPage: start + pageSize < archive.length });
    }, 300);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function OrderArchiveEstimated() {
  const apiRef = useGridApiRef();
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [rowCount, setRowCount] = React.useState(-1);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchOrders(paginationModel).then((result) => {
      if (!active) return;
      setRows(result.rows);
      // Only change the object when the value changes, so the grid doesn't recompute for nothing.
      setPaginationMeta((prev) => (prev.hasNextPage === result.hasNextPage ? prev : { hasNextPage: result.hasNextPage }));
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }}
        onClick={() => apiRef.current?.setRowCount(ACTUAL_COUNT)}>
        Set the exact row count ({ACTUAL_COUNT})
      </Button>
      <Box sx={{ height: 320 }}>
        <DataGrid
          label="Order archive"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          loading={loading}
          paginationMode="server"
          rowCount={rowCount}
          onRowCountChange={setRowCount}
          estimatedRowCount={100}
          paginationMeta={paginationMeta}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 20]}
        />
      </Box>
    </Box>
  );
}
