import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, employee: 'Amara Diallo', department: 'Engineering', office: 'Lisbon', salary: 68000 },
  { id: 2, employee: 'Jonas Weber', department: 'Engineering', office: 'Berlin', salary: 72000 },
  { id: 3, employee: 'Mei Chen', department: 'Engineering', office: 'Lisbon', salary: 65000 },
  { id: 4, employee: 'Sofia Rossi', department: 'Sales', office: 'Milan', salary: 54000 },
  { id: 5, employee: 'Liam Byrne', department: 'Sales', office: 'Dublin', salary: 51000 },
  { id: 6, employee: 'Nadia Haddad', department: 'Finance', office: 'Berlin', salary: 61000 },
  { id: 7, employee: 'Pablo Ortega', department: 'Finance', office: 'Madrid', salary: 58000 },
];

const columns: GridColDef[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 140 },
];

// Same rows and columns as a community grid: only the import and two Premium features change.
export default function PremiumQuickstart() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['department'] },
          aggregation: { model: { salary: 'avg' } },
        }}
      />
    </div>
  );
}
