import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
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

const PanelToolbar = styled(Toolbar)(({ theme }) => ({ justifyContent: 'flex-start', gap: theme.spacing(0.5) }));

// The trigger adds `is-open` while its panel is shown; the style reacts to the class.
const ToggleButton = styled(Button)(({ theme }) => ({
  '&.is-open': {
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
  },
}));

const openClass = (state: { open: boolean }) => (state.open ? 'is-open' : '');

function PeopleToolbar() {
  return (
    <PanelToolbar>
      <ColumnsPanelTrigger className={openClass} render={<ToggleButton size="small" />}>
        Columns
      </ColumnsPanelTrigger>
      <FilterPanelTrigger className={openClass} render={<ToggleButton size="small" />}>
        Filters
      </FilterPanelTrigger>
    </PanelToolbar>
  );
}

export default function PanelToggleClassName() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: PeopleToolbar }} showToolbar />
    </div>
  );
}
