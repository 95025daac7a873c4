import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, gridRowTreeSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';

type Trail = { id: number; region: string; name: string; km: number; difficulty: string };

const rows: Trail[] = [
  { id: 1, region: 'Dolomites', name: 'Tre Cime loop', km: 10, difficulty: 'Moderate' },
  { id: 2, region: 'Dolomites', name: 'Seceda ridge', km: 7, difficulty: 'Easy' },
  { id: 3, region: 'Scottish Highlands', name: 'Quiraing', km: 6.8, difficulty: 'Moderate' },
  { id: 4, region: 'Scottish Highlands', name: 'Ben Nevis path', km: 17, difficulty: 'Hard' },
  { id: 5, region: 'Picos de Europa', name: 'Ruta del Cares', km: 22, difficulty: 'Moderate' },
  { id: 6, region: 'Picos de Europa', name: 'Lagos de Covadonga', km: 5, difficulty: 'Easy' },
];

const columns: GridColDef<Trail>[] = [
  { field: 'region', headerName: 'Region', width: 170 },
  { field: 'name', headerName: 'Trail', width: 170 },
  { field: 'km', headerName: 'Length (km)', type: 'number', width: 110 },
  { field: 'difficulty', headerName: 'Difficulty', width: 110 },
];

export default function ExpansionControls() {
  const apiRef = useGridApiRef();
  const [lastChange, setLastChange] = React.useState('No group toggled yet.');

  // Fired for every expansion change: the expand buttons, the keyboard and setRowChildrenExpansion.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) => {
        setLastChange(`${String(node.groupingKey)} ${node.childrenExpanded ? 'expanded' : 'collapsed'}.`);
      }),
    [apiRef],
  );

  const setAll = (expanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.depth >= 0) {
        apiRef.current?.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setAll(true)}>Expand all</Button>
        <Button size="small" variant="outlined" onClick={() => setAll(false)}>Collapse all</Button>
        <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>{lastChange}</Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['region'] } }}
          aria-label="Hiking trails grouped by region"
        />
      </Box>
    </Box>
  );
}
