import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Departure = { id: string; destination: string; departs: string; gate: string; status: string };

// Times are zero-padded "HH:MM" strings, so text order is time order.
const rows: Departure[] = [
  { id: 'AZ 611', destination: 'Rome', departs: '11:05', gate: 'B12', status: 'Boarding' },
  { id: 'KL 1288', destination: 'Amsterdam', departs: '07:40', gate: 'A3', status: 'Departed' },
  { id: 'IB 3171', destination: 'Madrid', departs: '13:25', gate: 'C7', status: 'On time' },
  { id: 'SK 536', destination: 'Copenhagen', departs: '09:15', gate: 'A9', status: 'Delayed' },
  { id: 'TP 1351', destination: 'Lisbon', departs: '16:50', gate: 'B4', status: 'On time' },
  { id: 'OS 452', destination: 'Vienna', departs: '06:55', gate: 'A1', status: 'Departed' },
  { id: 'LX 349', destination: 'Zurich', departs: '12:10', gate: 'C2', status: 'On time' },
];

const columns: GridColDef<Departure>[] = [
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function DepartureBoardInitialSort() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Departures"
        rows={rows}
        columns={columns}
        // Read once on mount: users can re-sort or unsort afterwards.
        initialState={{ sorting: { sortModel: [{ field: 'departs', sort: 'asc' }] } }}
        hideFooter
      />
    </div>
  );
}
