import { DataGridPro, type GridColDef, type DataGridProProps } from '@mui/x-data-grid-pro';

type Employee = {
  id: number;
  // The chain of managers from the top of the company down to this person.
  hierarchy: string[];
  jobTitle: string;
  department: string;
  location: string;
};

const rows: Employee[] = [
  { id: 1, hierarchy: ['Maya Okafor'], jobTitle: 'Chief Executive Officer', department: 'Executive', location: 'Boston' },
  { id: 2, hierarchy: ['Maya Okafor', 'Daniel Brandt'], jobTitle: 'VP Engineering', department: 'Engineering', location: 'Berlin' },
  { id: 3, hierarchy: ['Maya Okafor', 'Daniel Brandt', 'Aiko Tanaka'], jobTitle: 'Engineering Manager', department: 'Engineering', location: 'Berlin' },
  { id: 4, hierarchy: ['Maya Okafor', 'Daniel Brandt', 'Aiko Tanaka', 'Luis Ortega'], jobTitle: 'Senior Engineer', department: 'Engineering', location: 'Madrid' },
  { id: 5, hierarchy: ['Maya Okafor', 'Daniel Brandt', 'Aiko Tanaka', 'Grace Mensah'], jobTitle: 'Engineer', department: 'Engineering', location: 'Remote' },
  { id: 6, hierarchy: ['Maya Okafor', 'Daniel Brandt', 'Noor Haddad'], jobTitle: 'QA Lead', department: 'Engineering', location: 'Berlin' },
  { id: 7, hierarchy: ['Maya Okafor', 'Elena Petrova'], jobTitle: 'VP Sales', department: 'Sales', location: 'Boston' },
  { id: 8, hierarchy: ['Maya Okafor', 'Elena Petrova', 'Sam Whitfield'], jobTitle: 'Account Executive', department: 'Sales', location: 'Chicago' },
  { id: 9, hierarchy: ['Maya Okafor', 'Elena Petrova', 'Priya Raman'], jobTitle: 'Account Executive', department: 'Sales', location: 'Boston' },
  { id: 10, hierarchy: ['Maya Okafor', 'Jonas Lind'], jobTitle: 'Head of Finance', department: 'Finance', location: 'Boston' },
  { id: 11, hierarchy: ['Maya Okafor', 'Jonas Lind', 'Chloé Martin'], jobTitle: 'Accountant', department: 'Finance', location: 'Montréal' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 200 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'location', headerName: 'Location', width: 130 },
];

// Defined outside the component: a new function on every render would rebuild the tree.
const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) => row.hierarchy;

export default function OrgChartTree() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        defaultGroupingExpansionDepth={1}
        groupingColDef={{ headerName: 'Employee', width: 260 }}
        disableRowSelectionOnClick
      />
    </div>
  );
}
