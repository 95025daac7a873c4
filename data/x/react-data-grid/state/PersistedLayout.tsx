import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

// Bump the version when the columns change, so an outdated layout is dropped, not half applied.
const STORAGE_KEY = 'mui-docs.persisted-layout.v1';

type Order = { id: number; customer: string; city: string; total: number; status: string };

const rows: Order[] = [
  { id: 7101, customer: 'Ada Brooks', city: 'Leeds', total: 182.5, status: 'Shipped' },
  { id: 7102, customer: 'Kenji Sato', city: 'Osaka', total: 64, status: 'Processing' },
  { id: 7103, customer: 'Lina Haddad', city: 'Beirut', total: 310.2, status: 'Delivered' },
  { id: 7104, customer: 'Marta Silva', city: 'Porto', total: 47.9, status: 'Cancelled' },
  { id: 7105, customer: 'Noah Fischer', city: 'Zurich', total: 128, status: 'Shipped' },
  { id: 7106, customer: 'Olga Ivanova', city: 'Riga', total: 92.4, status: 'Processing' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
];

function readSavedState(): GridInitialState {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridInitialState) : {};
  } catch {
    return {}; // Storage blocked or corrupt value: start from the defaults.
  }
}

export default function PersistedLayout() {
  const apiRef = useGridApiRef();
  // null on the server and in the first browser render, so both render the same thing.
  const [initialState, setInitialState] = React.useState<GridInitialState | null>(null);
  const [gridKey, setGridKey] = React.useState(0);
  const saveTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => {
    setInitialState(readSavedState());
    return () => clearTimeout(saveTimer.current);
  }, []);

  // The state changes often (focus, scrolling…): save once things settle.
  const scheduleSave = React.useCallback(() => {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      const state = apiRef.current?.exportState();
      if (!state) return;
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
      } catch {
        // Quota exceeded or storage blocked: the layout simply is not remembered.
      }
    }, 400);
  }, [apiRef]);

  const resetLayout = () => {
    clearTimeout(saveTimer.current);
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing to remove.
    }
    setInitialState({});
    setGridKey((key) => key + 1); // Remount: initialState is only read on mount.
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
          Sort, filter, hide or resize columns, then reload the page: the layout comes back.
        </Typography>
        <Button size="small" onClick={resetLayout}>
          Reset layout
        </Button>
      </Box>
      <Box sx={{ height: 360 }}>
        {initialState !== null && (
          <DataGrid
            key={gridKey}
            label="Recent orders"
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            initialState={initialState}
            onStateChange={scheduleSave}
            hideFooter
          />
        )}
      </Box>
    </Box>
  );
}
