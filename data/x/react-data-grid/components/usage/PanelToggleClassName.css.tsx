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

const css = `
.people-toolbar { justify-content: flex-start; gap: 4px; }
.people-toggle {
  padding: 4px 12px;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 500;
  color: #1d4ed8;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.people-toggle:hover { background: #eff6ff; }
.people-toggle.is-open { color: #fff; background: #1d4ed8; }
`;

// The trigger calls this with its state on every render.
const toggleClass = (state: { open: boolean }) => (state.open ? 'people-toggle is-open' : 'people-toggle');

function PeopleToolbar() {
  return (
    <Toolbar className="people-toolbar">
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
    <div style={{ height: 320, width: '100%' }}>
      <style href="panel-toggle-class-name" precedence="default">
        {css}
      </style>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: PeopleToolbar }} showToolbar />
    </div>
  );
}
