import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UndoIcon from '@mui/icons-material/Undo';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Ingredient = { id: number; name: string; grams: number; shelf: string };

const pantry: Ingredient[] = [
  { id: 1, name: 'Basmati rice', grams: 1800, shelf: 'Top' },
  { id: 2, name: 'Red lentils', grams: 650, shelf: 'Top' },
  { id: 3, name: 'Rolled oats', grams: 900, shelf: 'Middle' },
  { id: 4, name: 'Chickpea flour', grams: 400, shelf: 'Bottom' },
];

const columns: GridColDef<Ingredient>[] = [
  { field: 'name', headerName: 'Ingredient', flex: 1, minWidth: 150, editable: true },
  // An explicit locale: the server and every browser print 1,800 the same way.
  { field: 'grams', headerName: 'Grams', type: 'number', width: 100, editable: true, valueFormatter: (value?: number | null) => (value == null ? '' : value.toLocaleString('en-US')) },
  { field: 'shelf', headerName: 'Shelf', type: 'singleSelect', valueOptions: ['Top', 'Middle', 'Bottom'], width: 110, editable: true },
];

export default function PantryUndo() {
  const apiRef = useGridApiRef();
  // The rows as they were before each save, newest last.
  const [history, setHistory] = React.useState<Ingredient[]>([]);

  const processRowUpdate = React.useCallback((newRow: Ingredient, oldRow: Ingredient) => {
    setHistory((stack) => [...stack, oldRow]);
    return newRow;
  }, []);

  const undo = () => {
    const previous = history[history.length - 1];
    if (!previous) return;
    apiRef.current?.updateRows([previous]);
    setHistory((stack) => stack.slice(0, -1));
  };

  const last = history[history.length - 1];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" startIcon={<UndoIcon />} disabled={!last} onClick={undo}>
          Undo
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {last ? `${history.length} change(s) can be undone. Next: restore ${last.name}.` : 'No change to undo.'}
        </Typography>
      </Stack>
      <div style={{ height: 280, width: '100%' }}>
        <DataGrid apiRef={apiRef} label="Pantry" rows={pantry} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      </div>
    </Stack>
  );
}
