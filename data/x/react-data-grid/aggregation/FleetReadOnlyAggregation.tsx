import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';

type Vessel = { id: number; name: string; built: number; berths: number };

const rows: Vessel[] = [
  { id: 1, name: 'MV Aurora Sound', built: 2004, berths: 320 },
  { id: 2, name: 'MV Kestrel', built: 1997, berths: 180 },
  { id: 3, name: 'MV Harbour Light', built: 2016, berths: 410 },
  { id: 4, name: 'MV Tern Island', built: 2011, berths: 260 },
];

const columns: GridColDef<Vessel>[] = [
  { field: 'name', headerName: 'Vessel', width: 180 },
  // Users cannot pick a function here, but the model set by the application still applies.
  { field: 'built', headerName: 'Year built', type: 'number', width: 150, aggregable: false,
    valueFormatter: (value?: number) => (value == null ? '' : String(value)) },
  { field: 'berths', headerName: 'Berths', type: 'number', width: 120 },
];

export default function FleetReadOnlyAggregation() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined"
          onClick={() => apiRef.current?.setAggregationModel({ built: 'min', berths: 'sum' })}>
          Oldest vessel
        </Button>
        <Button size="small" variant="outlined"
          onClick={() => apiRef.current?.setAggregationModel({ built: 'max', berths: 'sum' })}>
          Newest vessel
        </Button>
      </Stack>
      <Box sx={{ height: 280 }}>
        <DataGridPremium
          label="Ferry fleet"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ aggregation: { model: { built: 'min', berths: 'sum' } } }}
        />
      </Box>
    </Box>
  );
}
