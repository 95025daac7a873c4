import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { DataSourceCache } from '@mui/x-tree-view/utils';

type Location = { id: string; label: string; childrenCount: number };

const aisles: Location[] = [
  { id: 'wh-aisle-a', label: 'Aisle A: fasteners', childrenCount: 2 },
  { id: 'wh-aisle-b', label: 'Aisle B: paint', childrenCount: 2 },
];

const shelves: Record<string, Location[]> = {
  'wh-aisle-a': [
    { id: 'wh-a-1', label: 'A1: wood screws, 140 boxes', childrenCount: 0 },
    { id: 'wh-a-2', label: 'A2: wall plugs, 62 boxes', childrenCount: 0 },
  ],
  'wh-aisle-b': [
    { id: 'wh-b-1', label: 'B1: white emulsion, 35 tins', childrenCount: 0 },
    { id: 'wh-b-2', label: 'B2: primer, 18 tins', childrenCount: 0 },
  ],
};

type Entries = Map<string, Parameters<DataSourceCache['set']>[1]>;

// A cache adapter over a store the page owns, as you would write one over a query library.
function createStoreCache(entries: Entries, onChange: () => void): DataSourceCache {
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.set(key, value);
      onChange();
    },
    clear: () => {
      entries.clear();
      onChange();
    },
  };
}

export default function WarehouseCacheAdapter() {
  const [entries] = React.useState<Entries>(() => new Map());
  const [storedLevels, setStoredLevels] = React.useState(0);
  const [mount, setMount] = React.useState(0);
  const [requests, setRequests] = React.useState(0);
  const [cache] = React.useState(() => createStoreCache(entries, () => setStoredLevels(entries.size)));

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (location: Location) => location.childrenCount,
      getTreeItems: (parentId?: string) => {
        setRequests((count) => count + 1);
        return new Promise<Location[]>((resolve) => {
          setTimeout(() => resolve(parentId ? (shelves[parentId] ?? []) : aisles), 600);
        });
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ maxWidth: 400 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setMount((count) => count + 1)}>
          Remount the tree
        </Button>
        <Button size="small" variant="outlined" onClick={() => cache.clear()}>
          Empty the store
        </Button>
      </Stack>
      <Box sx={{ minHeight: 90 }}>
        <RichTreeViewPro
          key={mount}
          aria-label="Warehouse locations"
          items={aisles}
          dataSource={dataSource}
          dataSourceCache={cache}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        Requests sent: {requests}. Levels in the store: {storedLevels}.
      </Typography>
    </Stack>
  );
}
