import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Employee = { id: number; name: string; email: string; office: string; team: string };

const rows: Employee[] = [
  { id: 1, name: 'Priya Natarajan', email: 'priya@northwind.example', office: 'Dublin', team: 'Design' },
  { id: 2, name: 'Tomás Herrera', email: 'tomas@northwind.example', office: 'Madrid', team: 'Engineering' },
  { id: 3, name: 'Greta Holm', email: 'greta@northwind.example', office: 'Dublin', team: 'Engineering' },
  { id: 4, name: 'Yusuf Demir', email: 'yusuf@northwind.example', office: 'Madrid', team: 'Sales' },
  { id: 5, name: 'Chloé Petit', email: 'chloe@northwind.example', office: 'Dublin', team: 'Sales' },
  { id: 6, name: 'Arjun Rao', email: 'arjun@northwind.example', office: 'Madrid', team: 'Design' },
];

const columns: GridColDef<Employee>[] = [
  // Unique values: a "Group by" entry would only make one group per row.
  { field: 'name', headerName: 'Name', width: 160, groupable: false },
  { field: 'email', headerName: 'E-mail', width: 220, groupable: false },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'team', headerName: 'Team', width: 130 },
];

export default function GroupableColumns() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} aria-label="Staff directory" />
    </div>
  );
}
