import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Runner = { id: number; name: string; club: string; time: string; category: 'Open' | 'Veteran' };

const rows: Runner[] = [
  { id: 11, name: 'Ines Pereira', club: 'Porto Runners', time: '00:38:12', category: 'Open' },
  { id: 12, name: 'Kofi Asante', club: 'Accra Striders', time: '00:36:47', category: 'Open' },
  { id: 13, name: 'Maren Holm', club: 'Bergen AC', time: '00:41:05', category: 'Veteran' },
  { id: 14, name: 'Dev Sharma', club: 'Thames Harriers', time: '00:39:30', category: 'Veteran' },
  { id: 15, name: 'Clara Weiss', club: 'Bergen AC', time: '00:37:58', category: 'Open' },
];

const columns: GridColDef<Runner>[] = [
  {
    field: 'rank',
    headerName: '#',
    width: 60,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    disableExport: true,
    // Position among the rows reachable by scroll (the current page), after sorting and filtering.
    renderCell: (params) => params.api.getRowIndexRelativeToVisibleRows(params.id) + 1,
  },
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 150 },
  { field: 'club', headerName: 'Club', width: 150 },
  { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: ['Open', 'Veteran'], width: 120 },
  // "hh:mm:ss" strings sort correctly as text.
  { field: 'time', headerName: 'Time', width: 110 },
];

export default function RaceResults() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'time', sort: 'asc' }] } }}
      />
    </div>
  );
}
