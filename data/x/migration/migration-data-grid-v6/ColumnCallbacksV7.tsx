import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  hourlyRate: number;
  hoursPerWeek: number;
  startDate: Date;
}

const rows: Employee[] = [
  { id: 1, firstName: 'Amara', lastName: 'Okafor', hourlyRate: 42, hoursPerWeek: 38, startDate: new Date(2021, 2, 1) },
  { id: 2, firstName: 'Jonas', lastName: 'Berg', hourlyRate: 36.5, hoursPerWeek: 40, startDate: new Date(2019, 8, 16) },
  { id: 3, firstName: 'Priya', lastName: 'Raman', hourlyRate: 51, hoursPerWeek: 32, startDate: new Date(2023, 0, 9) },
  { id: 4, firstName: 'Lucas', lastName: 'Moreau', hourlyRate: 29.75, hoursPerWeek: 40, startDate: new Date(2024, 5, 3) },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    // v6: valueGetter: (params) => `${params.row.firstName} ${params.row.lastName}`
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'weeklyPay',
    headerName: 'Weekly pay',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.hourlyRate * row.hoursPerWeek,
    // v6: valueFormatter: (params) => currency.format(params.value)
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
];

export default function ColumnCallbacksV7() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
