import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, flight: 'AF 1234', from: 'Paris', to: 'Lisbon', gate: 'K42', passengers: 168 },
  { id: 2, flight: 'LH 402', from: 'Frankfurt', to: 'New York', gate: 'Z15', passengers: 312 },
  { id: 3, flight: 'IB 3170', from: 'Madrid', to: 'Rome', gate: 'J7', passengers: 142 },
  { id: 4, flight: 'KL 1011', from: 'Amsterdam', to: 'London', gate: 'D3', passengers: 96 },
  { id: 5, flight: 'SK 1467', from: 'Copenhagen', to: 'Berlin', gate: 'A19', passengers: 121 },
  { id: 6, flight: 'TP 1352', from: 'Lisbon', to: 'Porto', gate: 'S2', passengers: 74 },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 120 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 120 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'passengers', headerName: 'Passengers', type: 'number', width: 120 },
];

export default function FirstGrid() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
