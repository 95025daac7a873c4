import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Flight = { id: number; flight: string; route: string; aircraft: string; gate: string; status: string };

const rows: Flight[] = [
  { id: 1, flight: 'LH 1172', route: 'Frankfurt → Lisbon', aircraft: 'Airbus A320neo', gate: 'B12', status: 'Boarding' },
  { id: 2, flight: 'TP 579', route: 'Lisbon → Frankfurt', aircraft: 'Airbus A321LR', gate: 'A4', status: 'On time' },
  { id: 3, flight: 'KL 1695', route: 'Amsterdam → Lisbon', aircraft: 'Boeing 737-800', gate: 'C27', status: 'Delayed 35 min' },
  { id: 4, flight: 'IB 3110', route: 'Madrid → Lisbon', aircraft: 'Airbus A319', gate: 'B3', status: 'Landed' },
  { id: 5, flight: 'SK 2665', route: 'Copenhagen → Lisbon via Hamburg', aircraft: 'Airbus A320', gate: 'D9', status: 'Cancelled' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight number', width: 80 },
  { field: 'route', headerName: 'Route', width: 120 },
  { field: 'aircraft', headerName: 'Aircraft type', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 70 },
  { field: 'status', headerName: 'Status', width: 90 },
];

export default function AutosizeColumns() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [expand, setExpand] = React.useState(false);

  const autosize = () => {
    apiRef.current?.autosizeColumns({ includeHeaders, expand, includeOutliers: true });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={autosize}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={<Checkbox checked={includeHeaders} onChange={(e) => setIncludeHeaders(e.target.checked)} />}
          label="Include headers"
        />
        <FormControlLabel
          control={<Checkbox checked={expand} onChange={(e) => setExpand(e.target.checked)} />}
          label="Expand to fill"
        />
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          autosizeOptions={{ includeHeaders: true, includeOutliers: true }}
        />
      </div>
    </Stack>
  );
}
