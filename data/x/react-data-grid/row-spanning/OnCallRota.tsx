import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const shifts = [
  { id: 1, day: 'Monday', slot: '00:00–08:00', engineer: 'Hana Sato', backup: 'Diego Ruiz' },
  { id: 2, day: 'Monday', slot: '08:00–16:00', engineer: 'Lucas Moreau', backup: 'Diego Ruiz' },
  { id: 3, day: 'Monday', slot: '16:00–24:00', engineer: 'Amara Okafor', backup: 'Freya Lindqvist' },
  { id: 4, day: 'Tuesday', slot: '00:00–08:00', engineer: 'Hana Sato', backup: 'Freya Lindqvist' },
  { id: 5, day: 'Tuesday', slot: '08:00–16:00', engineer: 'Diego Ruiz', backup: 'Lucas Moreau' },
  { id: 6, day: 'Tuesday', slot: '16:00–24:00', engineer: 'Amara Okafor', backup: 'Lucas Moreau' },
  { id: 7, day: 'Wednesday', slot: '00:00–08:00', engineer: 'Freya Lindqvist', backup: 'Hana Sato' },
  { id: 8, day: 'Wednesday', slot: '08:00–16:00', engineer: 'Lucas Moreau', backup: 'Hana Sato' },
];

const columns: GridColDef[] = [
  { field: 'day', headerName: 'Day', width: 130 },
  { field: 'slot', headerName: 'Shift', width: 140 },
  { field: 'engineer', headerName: 'On call', flex: 1, minWidth: 150 },
  { field: 'backup', headerName: 'Backup', flex: 1, minWidth: 150 },
];

export default function OnCallRota() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        label="On-call rota"
        rows={shifts}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </div>
  );
}
