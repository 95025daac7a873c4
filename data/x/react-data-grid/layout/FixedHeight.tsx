import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, flight: 'AF 1234', destination: 'Lisbon', departure: '07:15', gate: 'B12', status: 'Boarding' },
  { id: 2, flight: 'LH 2231', destination: 'Munich', departure: '07:40', gate: 'A03', status: 'On time' },
  { id: 3, flight: 'KL 1872', destination: 'Amsterdam', departure: '08:05', gate: 'C21', status: 'Delayed' },
  { id: 4, flight: 'IB 3417', destination: 'Madrid', departure: '08:30', gate: 'B07', status: 'On time' },
  { id: 5, flight: 'SK 0562', destination: 'Copenhagen', departure: '09:10', gate: 'A11', status: 'On time' },
  { id: 6, flight: 'TP 0441', destination: 'Porto', departure: '09:25', gate: 'C02', status: 'Cancelled' },
  { id: 7, flight: 'BA 0327', destination: 'London', departure: '09:50', gate: 'B18', status: 'On time' },
  { id: 8, flight: 'AZ 0349', destination: 'Rome', departure: '10:20', gate: 'A06', status: 'On time' },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function FixedHeight() {
  // 300px tall whatever the number of rows: the body scrolls inside.
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid label="Departures" rows={rows} columns={columns} density="compact" hideFooter />
    </Box>
  );
}
