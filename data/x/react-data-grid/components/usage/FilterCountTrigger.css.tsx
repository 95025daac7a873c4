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

const css = `
.tickets-toolbar { justify-content: flex-start; gap: 8px; }
.tickets-button {
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
.tickets-button:hover { background: #eff6ff; }
.tickets-button.is-active { color: #fff; background: #1d4ed8; }
`;

function TicketsToolbar() {
  return (
    <Toolbar className="tickets-toolbar">
      {/* An element: the trigger's props are merged into it. */}
      <ColumnsPanelTrigger render={<button type="button" className="tickets-button" />}>Columns</ColumnsPanelTrigger>
      {/* A function: you spread the props yourself and read the state. */}
      <FilterPanelTrigger
        render={(props, state) => (
          <button
            {...props}
            type="button"
            className={state.filterCount > 0 ? 'tickets-button is-active' : 'tickets-button'}
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </button>
        )}
      />
    </Toolbar>
  );
}

export default function FilterCountTrigger() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <style href="filter-count-trigger" precedence="default">
        {css}
      </style>
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
