import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, FilterPanelTrigger, Toolbar, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, subject: 'Cannot reset password', priority: 'High', status: 'Open' },
  { id: 2, subject: 'Invoice shows wrong VAT', priority: 'Medium', status: 'Open' },
  { id: 3, subject: 'Export to CSV is empty', priority: 'High', status: 'Pending' },
  { id: 4, subject: 'Add dark mode to dashboard', priority: 'Low', status: 'Closed' },
  { id: 5, subject: 'Two-factor code never arrives', priority: 'High', status: 'Closed' },
];

const columns: GridColDef[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const LeftToolbar = styled(Toolbar)(({ theme }) => ({ justifyContent: 'flex-start', gap: theme.spacing(1) }));

function TicketsToolbar() {
  return (
    <LeftToolbar>
      {/* An element: the trigger's props are merged into it. */}
      <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumnIcon />} />}>
        Columns
      </ColumnsPanelTrigger>
      {/* A function: you spread the props yourself and read the state. */}
      <FilterPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.filterCount > 0 ? 'contained' : 'text'}
            startIcon={<FilterListIcon />}
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </Button>
        )}
      />
    </LeftToolbar>
  );
}

export default function FilterCountTrigger() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: TicketsToolbar }}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'priority', operator: 'equals', value: 'High' }] } },
        }}
      />
    </div>
  );
}
