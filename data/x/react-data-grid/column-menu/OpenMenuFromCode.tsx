import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Order = { id: number; ref: string; customer: string; items: number; total: number };

const rows: Order[] = [
  { id: 1, ref: 'BK-7712', customer: 'Hollis & Daughters', items: 3, total: 54.9 },
  { id: 2, ref: 'BK-7713', customer: 'Ana Ribeiro', items: 1, total: 18.5 },
  { id: 3, ref: 'BK-7714', customer: 'Northgate School', items: 24, total: 311.2 },
  { id: 4, ref: 'BK-7715', customer: 'Jun Watanabe', items: 2, total: 27.0 },
];

const columns: GridColDef<Order>[] = [
  { field: 'ref', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

export default function OpenMenuFromCode() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('No menu open.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {columns.map((column) => (
          <Button
            key={column.field}
            size="small"
            variant="outlined"
            onClick={() => apiRef.current?.showColumnMenu(column.field)}
          >
            {`${column.headerName} menu`}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" aria-live="polite" sx={{ minHeight: 20 }}>
        {status}
      </Typography>
      <div style={{ height: 280, width: '100%' }}>
        <DataGrid
          label="Bookshop orders"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onMenuOpen={() => {
            const field = apiRef.current?.state.columnMenu.field;
            setStatus(field ? `Menu open on "${field}".` : 'A menu is open.');
          }}
          onMenuClose={() => setStatus('Menu closed.')}
        />
      </div>
    </Stack>
  );
}
