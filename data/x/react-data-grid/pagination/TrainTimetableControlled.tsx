import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

type Departure = { id: number; time: string; destination: string; platform: number };

const destinations = ['Utrecht', 'Leiden', 'Haarlem', 'Delft', 'Gouda', 'Zwolle', 'Arnhem', 'Breda'];

const departures: Departure[] = Array.from({ length: 48 }, (_, index) => {
  const minutes = 6 * 60 + index * 7;
  return {
    id: index + 1,
    time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    destination: destinations[(index * 3) % destinations.length],
    platform: (index % 9) + 1,
  };
});

const columns: GridColDef<Departure>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 100 },
];

export default function TrainTimetableControlled() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 1, pageSize: 5 });
  const [search, setSearch] = React.useState('');

  const rows = React.useMemo(
    () => departures.filter((row) => row.destination.toLowerCase().includes(search.trim().toLowerCase())),
    [search],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        label="Destination"
        size="small"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          // New results: start again from their first page.
          setPaginationModel((model) => ({ ...model, page: 0 }));
        }}
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          label="Departures"
          rows={rows}
          columns={columns}
          density="compact"
          pageSizeOptions={[5, 10]}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Page {paginationModel.page + 1}, {paginationModel.pageSize} departures per page
      </Typography>
    </Box>
  );
}
