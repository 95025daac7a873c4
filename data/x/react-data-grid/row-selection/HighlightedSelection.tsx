import * as React from 'react';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Departure {
  id: string;
  destination: string;
  time: string;
  gate: string;
}

const departures: Departure[] = [
  { id: 'KL1342', destination: 'Amsterdam', time: '07:10', gate: 'B12' },
  { id: 'LH2015', destination: 'Munich', time: '07:45', gate: 'A03' },
  { id: 'IB3471', destination: 'Madrid', time: '08:20', gate: 'C21' },
  { id: 'SK1462', destination: 'Copenhagen', time: '08:55', gate: 'B07' },
  { id: 'AZ0611', destination: 'Rome', time: '09:30', gate: 'A11' },
  { id: 'TP0479', destination: 'Lisbon', time: '10:05', gate: 'C04' },
];

const columns: GridColDef<Departure>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'time', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

export default function HighlightedSelection() {
  // Start with two flights already selected.
  const [watched, setWatched] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['LH2015', 'SK1462']),
  });

  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        aria-label="Departures you are watching"
        rows={departures}
        columns={columns}
        checkboxSelection
        rowSelectionModel={watched}
        onRowSelectionModelChange={setWatched}
        hideFooterSelectedRowCount
        sx={(theme) => ({
          '& .MuiDataGrid-row.Mui-selected': {
            backgroundColor: theme.alpha((theme.vars ?? theme).palette.warning.main, 0.16),
            fontWeight: 600,
            '&:hover': {
              backgroundColor: theme.alpha((theme.vars ?? theme).palette.warning.main, 0.26),
            },
          },
        })}
      />
    </div>
  );
}
