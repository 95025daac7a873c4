import { ColumnsPanelTrigger, DataGrid, FilterPanelTrigger, Toolbar, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Noor Khalil', team: 'Design', location: 'Amman', startYear: 2019 },
  { id: 2, name: 'Jonas Berg', team: 'Platform', location: 'Oslo', startYear: 2021 },
  { id: 3, name: 'Priya Nair', team: 'Data', location: 'Pune', startYear: 2018 },
  { id: 4, name: 'Tomás Ruiz', team: 'Platform', location: 'Madrid', startYear: 2023 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'location', headerName: 'Location', width: 110 },
  { field: 'startYear', headerName: 'Since', type: 'number', width: 90 },
];

// The trigger calls this with its state on every render.
const toggleClass = (state: { open: boolean }) =>
  state.open
    ? 'rounded-md bg-blue-700 px-3 py-1 text-sm font-medium text-white'
    : 'rounded-md px-3 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50';

function PeopleToolbar() {
  return (
    <Toolbar className="justify-start gap-1">
      <ColumnsPanelTrigger className={toggleClass} render={<button type="button" />}>
        Columns
      </ColumnsPanelTrigger>
      <FilterPanelTrigger className={toggleClass} render={<button type="button" />}>
        Filters
      </FilterPanelTrigger>
    </Toolbar>
  );
}

export default function PanelToggleClassName() {
  return (
    <div className="h-80 w-full">
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: PeopleToolbar }} showToolbar />
    </div>
  );
}
