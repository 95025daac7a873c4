import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';

type Seat = { id: string; guest: string; table: number; menu: 'Standard' | 'Vegetarian' | 'Vegan' };

const seating: Seat[] = [
  { id: 'G1', guest: 'Amelia Stone', table: 1, menu: 'Standard' },
  { id: 'G2', guest: 'Bruno Keller', table: 1, menu: 'Vegetarian' },
  { id: 'G3', guest: 'Chiara Bassi', table: 2, menu: 'Standard' },
  { id: 'G4', guest: 'Dev Patel', table: 2, menu: 'Vegan' },
  { id: 'G5', guest: 'Elif Yıldız', table: 3, menu: 'Standard' },
];

const columns: GridColDef<Seat>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'table', headerName: 'Table', type: 'number', width: 90, editable: true },
  { field: 'menu', headerName: 'Menu', type: 'singleSelect', valueOptions: ['Standard', 'Vegetarian', 'Vegan'], width: 130, editable: true },
];

const storageKey = 'docs-wedding-seating';
const sampleBlock = '4\tVegan\n4\tVegetarian';

function readStored(): Record<string, Seat> {
  try {
    return JSON.parse(window.sessionStorage.getItem(storageKey) ?? '{}') as Record<string, Seat>;
  } catch {
    return {};
  }
}

export default function PasteSessionStorage() {
  const apiRef = useGridApiRef();
  const [savedCount, setSavedCount] = React.useState(0);
  const [problem, setProblem] = React.useState('');

  // The first render uses the fixed rows; stored changes are applied after mount.
  React.useEffect(() => {
    const stored = Object.values(readStored());
    if (stored.length > 0) apiRef.current?.updateRows(stored);
    setSavedCount(stored.length);
  }, [apiRef]);

  // Runs for every row a paste (or an edit) changes: store it, then return what the grid should show.
  const processRowUpdate = React.useCallback((newRow: Seat) => {
    const stored = { ...readStored(), [newRow.id]: newRow };
    // Throwing keeps the row's old values; the error goes to onProcessRowUpdateError.
    window.sessionStorage.setItem(storageKey, JSON.stringify(stored));
    setSavedCount(Object.keys(stored).length);
    setProblem('');
    return newRow;
  }, []);

  const reset = () => {
    window.sessionStorage.removeItem(storageKey);
    apiRef.current?.updateRows(seating);
    setSavedCount(0);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }} useFlexGap>
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => navigator.clipboard?.writeText(sampleBlock)}>
          Copy two seats
        </Button>
        <Button size="small" onClick={reset} disabled={savedCount === 0}>
          Reset seating
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {problem || (savedCount === 0 ? 'No change stored in this tab.' : `${savedCount} guest(s) stored in session storage.`)}
        </Typography>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          label="Wedding seating"
          rows={seating}
          columns={columns}
          cellSelection
          // A click selects the cell only; a selected row would receive the paste from its first column.
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={() => setProblem('Session storage refused the change; the row kept its values.')}
          hideFooter
        />
      </div>
    </Stack>
  );
}
