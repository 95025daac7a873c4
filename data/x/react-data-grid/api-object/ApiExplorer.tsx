import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545 },
  { id: 2, city: 'Valencia', country: 'Spain', population: 792 },
  { id: 3, city: 'Lyon', country: 'France', population: 522 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', flex: 1 },
  { field: 'population', headerName: 'Population (k)', type: 'number', width: 140 },
];

export default function ApiExplorer() {
  const apiRef = useGridApiRef();
  // null until the grid has mounted: the first render (on the server too) shows a placeholder.
  const [methods, setMethods] = React.useState<string[] | null>(null);
  const [search, setSearch] = React.useState('scroll');

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    const record = api as unknown as Record<string, unknown>;
    setMethods(Object.keys(record).filter((key) => typeof record[key] === 'function').sort());
  }, [apiRef]);

  const matches = methods?.filter((name) => name.toLowerCase().includes(search.trim().toLowerCase())) ?? [];

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 220, mb: 2 }}>
        <DataGrid label="Cities" apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <TextField
        size="small"
        label="Search the API"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 1, width: 260 }}
      />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {methods === null
          ? 'Waiting for the grid to mount…'
          : `${matches.length} of ${methods.length} methods on apiRef.current`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxHeight: 150, overflow: 'auto' }}>
        {matches.map((name) => (
          <Chip key={name} label={name} size="small" variant="outlined" sx={{ fontFamily: 'monospace' }} />
        ))}
      </Box>
    </Box>
  );
}
