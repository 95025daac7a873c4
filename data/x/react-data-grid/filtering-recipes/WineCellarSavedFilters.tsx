import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

type Wine = { id: number; name: string; region: string; vintage: number; colour: string; bottles: number };

const rows: Wine[] = [
  { id: 1, name: 'Clos des Pins', region: 'Rhône', vintage: 2016, colour: 'Red', bottles: 6 },
  { id: 2, name: 'Weingut Kessler Riesling', region: 'Mosel', vintage: 2021, colour: 'White', bottles: 12 },
  { id: 3, name: 'Quinta do Vale', region: 'Douro', vintage: 2018, colour: 'Red', bottles: 3 },
  { id: 4, name: 'Domaine Rieux Sancerre', region: 'Loire', vintage: 2022, colour: 'White', bottles: 8 },
  { id: 5, name: 'Bodega Alta Rosado', region: 'Navarra', vintage: 2023, colour: 'Rosé', bottles: 4 },
  { id: 6, name: 'Castello Ombra', region: 'Tuscany', vintage: 2015, colour: 'Red', bottles: 2 },
];

const columns: GridColDef<Wine>[] = [
  { field: 'name', headerName: 'Wine', flex: 1, minWidth: 190 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'vintage', headerName: 'Vintage', type: 'number', width: 90 },
  { field: 'colour', headerName: 'Colour', type: 'singleSelect', valueOptions: ['Red', 'White', 'Rosé'], width: 100 },
  { field: 'bottles', headerName: 'Bottles', type: 'number', width: 90 },
];

const STORAGE_KEY = 'wine-cellar-grid-filters';
const EMPTY_MODEL: GridFilterModel = { items: [] };

// A tiny store around localStorage for useSyncExternalStore.
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedModel: GridFilterModel = EMPTY_MODEL;

function getSnapshot(): GridFilterModel {
  const raw = window.localStorage.getItem(STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedModel = raw ? (JSON.parse(raw) as GridFilterModel) : EMPTY_MODEL;
    } catch {
      cachedModel = EMPTY_MODEL;
    }
  }
  return cachedModel; // the same object until the stored text changes
}

// The server has no localStorage: it renders the empty model, and so does hydration.
const getServerSnapshot = () => EMPTY_MODEL;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage); // changes made in other tabs
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function saveModel(model: GridFilterModel | null) {
  if (model) {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
  } else {
    window.localStorage.removeItem(STORAGE_KEY);
  }
  listeners.forEach((listener) => listener());
}

export default function WineCellarSavedFilters() {
  const filterModel = React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Filters are saved in this browser. Set one, then reload the page.
        </Typography>
        <Button size="small" onClick={() => saveModel(null)}>
          Forget saved filters
        </Button>
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          label="Wine cellar"
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          filterModel={filterModel}
          onFilterModelChange={saveModel}
        />
      </div>
    </Stack>
  );
}
