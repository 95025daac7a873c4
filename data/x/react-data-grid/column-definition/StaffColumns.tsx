import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Employee = {
  id: number;
  firstName: string;
  lastName: string;
  department: 'Engineering' | 'Design' | 'Sales' | 'Support';
  startDate: Date;
  salary: number;
  remote: boolean;
};

const rows: Employee[] = [
  { id: 1, firstName: 'Amara', lastName: 'Okafor', department: 'Engineering', startDate: new Date(2021, 3, 12), salary: 98000, remote: true },
  { id: 2, firstName: 'Jonas', lastName: 'Berg', department: 'Design', startDate: new Date(2019, 8, 2), salary: 84500, remote: false },
  { id: 3, firstName: 'Mei', lastName: 'Tanaka', department: 'Sales', startDate: new Date(2023, 0, 16), salary: 67000, remote: true },
  { id: 4, firstName: 'Diego', lastName: 'Alvarez', department: 'Support', startDate: new Date(2022, 6, 4), salary: 52000, remote: false },
  { id: 5, firstName: 'Sofia', lastName: 'Marin', department: 'Engineering', startDate: new Date(2018, 10, 26), salary: 121000, remote: true },
];

const salaryFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Name',
    description: 'First and last name, computed from two fields of the row',
    minWidth: 170,
    flex: 1,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support'],
    width: 140,
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : salaryFormat.format(value)),
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

export default function StaffColumns() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
