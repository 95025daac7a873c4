import { DataGridPro, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid-pro';

type Candidate = { id: number; name: string; email: string; phone: string; role: string; stage: string; score: number };

const rows: Candidate[] = [
  { id: 1, name: 'Aylin Demir', email: 'aylin@mail.example', phone: '+90 555 010 22', role: 'Frontend engineer', stage: 'Interview', score: 4.5 },
  { id: 2, name: 'Mateo Rossi', email: 'mateo@mail.example', phone: '+39 555 010 87', role: 'Data analyst', stage: 'Offer', score: 4.8 },
  { id: 3, name: 'Grace Kim', email: 'grace@mail.example', phone: '+82 555 010 31', role: 'Product designer', stage: 'Screening', score: 3.9 },
];

const columns: GridColDef<Candidate>[] = [
  { field: 'name', headerName: 'Name', width: 140 },
  { field: 'email', headerName: 'Email', width: 170 },
  { field: 'phone', headerName: 'Phone', width: 150 },
  { field: 'role', headerName: 'Role', width: 160 },
  { field: 'stage', headerName: 'Stage', width: 110 },
  { field: 'score', headerName: 'Score', type: 'number', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  // Locked group: its columns can be reordered among themselves only.
  { groupId: 'contact', headerName: 'Contact', children: [{ field: 'email' }, { field: 'phone' }] },
  // Free group: its columns may be dragged anywhere, splitting the group header.
  {
    groupId: 'application',
    headerName: 'Application',
    freeReordering: true,
    children: [{ field: 'role' }, { field: 'stage' }, { field: 'score' }],
  },
];

export default function GroupReordering() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        hideFooter
        showColumnVerticalBorder
      />
    </div>
  );
}
