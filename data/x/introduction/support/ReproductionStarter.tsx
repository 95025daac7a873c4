import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// A starting point for a bug report: keep only the rows, columns and props
// needed to show the problem, then describe the steps in the issue.
const rows = [
  { id: 1, name: 'Ada Lovelace', role: 'Engineer', joined: new Date(2024, 0, 15) },
  { id: 2, name: 'Grace Hopper', role: 'Manager', joined: new Date(2023, 5, 2) },
  { id: 3, name: 'Alan Turing', role: 'Engineer', joined: new Date(2025, 2, 14) },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 140, editable: true },
  { field: 'joined', headerName: 'Joined', type: 'date', width: 140 },
];

export default function ReproductionStarter() {
  return (
    <div style={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
