import * as React from 'react';
import { flushSync } from 'react-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Species = { id: number; common: string; latin: string; habitat: string };

const batches: Species[][] = [
  [
    { id: 1, common: 'Robin', latin: 'Erithacus rubecula', habitat: 'Gardens' },
    { id: 2, common: 'Wren', latin: 'Troglodytes troglodytes', habitat: 'Hedges' },
    { id: 3, common: 'Jay', latin: 'Garrulus glandarius', habitat: 'Woodland' },
  ],
  [
    { id: 4, common: 'Great spotted woodpecker', latin: 'Dendrocopos major', habitat: 'Mature deciduous woodland' },
    { id: 5, common: 'Eurasian oystercatcher', latin: 'Haematopus ostralegus', habitat: 'Rocky and sandy shores' },
    { id: 6, common: 'Black-tailed godwit', latin: 'Limosa limosa', habitat: 'Estuaries and wet grassland' },
  ],
];

const columns: GridColDef<Species>[] = [
  { field: 'common', headerName: 'Common name', width: 100 },
  { field: 'latin', headerName: 'Latin name', width: 100 },
  { field: 'habitat', headerName: 'Habitat', width: 100 },
];

// Stand-in for a request; each call returns the next batch.
function fetchSightings(batch: number) {
  return new Promise<Species[]>((resolve) => {
    setTimeout(() => resolve(batches[batch % batches.length]), 700);
  });
}

export default function AutosizeAfterLoad() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Species[]>([]);
  const [loading, setLoading] = React.useState(false);
  const batch = React.useRef(0);

  const load = async () => {
    setLoading(true);
    const data = await fetchSightings(batch.current);
    batch.current += 1;
    // Commit the rows synchronously, so the cells exist when autosizing measures them.
    flushSync(() => {
      setRows(data);
      setLoading(false);
    });
    await apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={load} disabled={loading}>
          {rows.length === 0 ? 'Load sightings' : 'Load next batch'}
        </Button>
      </div>
      <div style={{ height: 280, width: '100%' }}>
        <DataGrid apiRef={apiRef} label="Bird sightings" rows={rows} columns={columns} loading={loading} hideFooter />
      </div>
    </Stack>
  );
}
