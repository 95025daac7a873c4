import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Employee = { id: number; name: string; department: string; office: string; role: string; salary: number };

const rows: Employee[] = [
  { id: 1, name: 'Amara Nwosu', department: 'Engineering', office: 'Lagos', role: 'Backend developer', salary: 68_000 },
  { id: 2, name: 'Felix Braun', department: 'Engineering', office: 'Vienna', role: 'Frontend developer', salary: 72_000 },
  { id: 3, name: 'Hiro Yamada', department: 'Engineering', office: 'Osaka', role: 'SRE', salary: 81_000 },
  { id: 4, name: 'Camila Reyes', department: 'Design', office: 'Lima', role: 'Product designer', salary: 64_000 },
  { id: 5, name: 'Olivia Clarke', department: 'Design', office: 'Vienna', role: 'UX researcher', salary: 66_000 },
  { id: 6, name: 'Yusuf Demir', department: 'Support', office: 'Istanbul', role: 'Support lead', salary: 55_000 },
  { id: 7, name: 'Nora Lindqvist', department: 'Support', office: 'Vienna', role: 'Support agent', salary: 46_000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120 },
];

export default function KeepGroupedColumnsHidden() {
  const apiRef = useGridApiRef();

  // Returns the initial state with the grouped columns hidden, then keeps
  // hiding (and showing again) columns as the user groups and ungroups.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['department'] },
    },
  });

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        defaultGroupingExpansionDepth={1}
      />
    </div>
  );
}
