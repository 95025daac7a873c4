import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Entry = { id: number; person: string; project: string; day: string; hours: number; billable: boolean; note: string };

const rows: Entry[] = [
  { id: 1, person: 'Amelia Hart', project: 'Website refresh', day: 'Mon', hours: 6.5, billable: true, note: 'Header layout' },
  { id: 2, person: 'Jonas Weber', project: 'Internal tools', day: 'Mon', hours: 4, billable: false, note: 'Build pipeline' },
  { id: 3, person: 'Amelia Hart', project: 'Mobile app', day: 'Tue', hours: 7, billable: true, note: 'Push notifications' },
  { id: 4, person: 'Noor Aziz', project: 'Website refresh', day: 'Tue', hours: 8, billable: true, note: 'Accessibility audit' },
  { id: 5, person: 'Jonas Weber', project: 'Mobile app', day: 'Wed', hours: 5.5, billable: true, note: 'Crash fixes' },
  { id: 6, person: 'Noor Aziz', project: 'Internal tools', day: 'Wed', hours: 2, billable: false, note: 'Team retro' },
];

const columns: GridColDef<Entry>[] = [
  { field: 'person', headerName: 'Person', width: 140 },
  { field: 'project', headerName: 'Project', width: 160 },
  { field: 'day', headerName: 'Day', type: 'singleSelect', valueOptions: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110 },
  { field: 'billable', headerName: 'Billable', type: 'boolean', width: 120 },
  // Still filterable in principle, but its header filter cell stays empty.
  { field: 'note', headerName: 'Note', flex: 1, minWidth: 160, renderHeaderFilter: () => null },
];

export default function TimesheetHeaderFiltersOnly() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        label="Timesheet"
        rows={rows}
        columns={columns}
        headerFilters
        // No filter panel, no "Filter" menu item, no toolbar button: the header row is the only filter UI.
        disableColumnFilter
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
      />
    </div>
  );
}
