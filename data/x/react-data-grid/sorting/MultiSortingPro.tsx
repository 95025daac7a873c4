import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Employee = { id: number; name: string; department: string; level: number; salary: number };

const rows: Employee[] = [
  { id: 1, name: 'Ayesha Khan', department: 'Engineering', level: 3, salary: 112000 },
  { id: 2, name: 'Bruno Silva', department: 'Marketing', level: 2, salary: 68000 },
  { id: 3, name: 'Clara Jensen', department: 'Engineering', level: 2, salary: 94000 },
  { id: 4, name: 'David Cohen', department: 'Marketing', level: 3, salary: 81000 },
  { id: 5, name: 'Emma Rossi', department: 'Engineering', level: 3, salary: 118500 },
  { id: 6, name: 'Farid Haddad', department: 'Support', level: 1, salary: 47000 },
  { id: 7, name: 'Gina Park', department: 'Support', level: 2, salary: 55000 },
  { id: 8, name: 'Henrik Berg', department: 'Engineering', level: 1, salary: 76000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'level', headerName: 'Level', type: 'number', width: 90 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120 },
];

export default function MultiSortingPro() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        label="Salaries by department"
        rows={rows}
        columns={columns}
        // Two sort keys: department first, then salary within each department.
        initialState={{
          sorting: {
            sortModel: [
              { field: 'department', sort: 'asc' },
              { field: 'salary', sort: 'desc' },
            ],
          },
        }}
        hideFooter
      />
    </div>
  );
}
