import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

type Entry = { id: number; item: string; quantity: number; aisle: string };

const initialRows: Entry[] = [
  { id: 1, item: 'Oat milk', quantity: 2, aisle: 'Dairy' },
  { id: 2, item: 'Sourdough loaf', quantity: 1, aisle: 'Bakery' },
  { id: 3, item: 'Cherry tomatoes', quantity: 1, aisle: 'Produce' },
  { id: 4, item: 'Basmati rice', quantity: 1, aisle: 'Dry goods' },
  { id: 5, item: 'Greek yogurt', quantity: 4, aisle: 'Dairy' },
];

const columns: GridColDef<Entry>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  { field: 'aisle', headerName: 'Aisle', width: 120, editable: true },
];

export default function ShoppingListKeys() {
  const [rows, setRows] = React.useState(initialRows);
  const [removed, setRemoved] = React.useState<Entry | null>(null);

  // Runs before the grid's own keyboard handlers, so it can cancel them.
  const handleCellKeyDown = React.useCallback<GridEventListener<'cellKeyDown'>>((params, event) => {
    if (params.cellMode !== 'view' || event.key !== 'Delete') {
      return; // Every other key keeps its default behaviour.
    }
    // By default, Delete opens the cell in edit mode with an empty value.
    event.defaultMuiPrevented = true;
    setRows((list) => list.filter((row) => row.id !== params.id));
    setRemoved(params.row as Entry);
  }, []);

  const undo = () => {
    if (!removed) return;
    setRows((list) => [...list, removed].sort((a, b) => a.id - b.id));
    setRemoved(null);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36, mb: 1 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {removed ? `Removed “${removed.item}”.` : 'Focus a cell and press Delete to remove its row.'}
        </Typography>
        {removed && (
          <Button size="small" onClick={undo}>
            Undo
          </Button>
        )}
      </Box>
      <Box sx={{ height: 320 }}>
        <DataGrid label="Shopping list" rows={rows} columns={columns} onCellKeyDown={handleCellKeyDown} hideFooter />
      </Box>
    </Box>
  );
}
