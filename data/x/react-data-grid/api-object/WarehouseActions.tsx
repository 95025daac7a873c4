import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Item = { id: string; name: string; bin: string; stock: number; reorderAt: number };

const rows: Item[] = [
  { id: 'SKU-1001', name: 'Cable ties (100)', bin: 'A-01', stock: 340, reorderAt: 100 },
  { id: 'SKU-1002', name: 'Packing tape', bin: 'A-02', stock: 42, reorderAt: 60 },
  { id: 'SKU-1003', name: 'Bubble wrap roll', bin: 'A-03', stock: 12, reorderAt: 20 },
  { id: 'SKU-1004', name: 'Shipping labels', bin: 'B-01', stock: 900, reorderAt: 250 },
  { id: 'SKU-1005', name: 'Cardboard box S', bin: 'B-02', stock: 75, reorderAt: 80 },
  { id: 'SKU-1006', name: 'Cardboard box L', bin: 'B-03', stock: 210, reorderAt: 80 },
  { id: 'SKU-1007', name: 'Pallet wrap', bin: 'C-01', stock: 8, reorderAt: 10 },
];

const columns: GridColDef<Item>[] = [
  { field: 'id', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'bin', headerName: 'Bin', width: 80 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
];

export default function WarehouseActions() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Use the buttons to drive the grid from outside.');

  // Every handler runs after a click, when the grid is mounted, but the guard costs nothing.
  const selectLowStock = () => {
    const api = apiRef.current;
    if (!api) return;
    const lowIds = api.getAllRowIds().filter((id) => {
      const item = api.getRow<Item>(id);
      return item !== null && item.stock < item.reorderAt;
    });
    api.setRowSelectionModel({ type: 'include', ids: new Set(lowIds) });
    setMessage(`Selected ${api.getSelectedRows().size} items below their reorder point.`);
  };

  const sortByStock = () => {
    apiRef.current?.sortColumn('stock', 'asc');
    setMessage('Sorted by stock, lowest first.');
  };

  const reset = () => {
    const api = apiRef.current;
    if (!api) return;
    api.setSortModel([]);
    api.setRowSelectionModel({ type: 'include', ids: new Set() });
    setMessage(`Back to the original order of ${api.getRowsCount()} items.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={selectLowStock}>
          Select low stock
        </Button>
        <Button size="small" variant="outlined" onClick={sortByStock}>
          Sort by stock
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'inventory' })}>
          Export CSV
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid label="Warehouse stock" apiRef={apiRef} rows={rows} columns={columns} checkboxSelection hideFooter />
      </Box>
    </Box>
  );
}
