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

const button = 'rounded-md px-3 py-1 text-sm font-medium';

function TicketsToolbar() {
  return (
    <Toolbar className="justify-start gap-2">
      {/* An element: the trigger's props are merged into it. */}
      <ColumnsPanelTrigger render={<button type="button" className={`${button} text-blue-700 hover:bg-blue-50`} />}>
        Columns
      </ColumnsPanelTrigger>
      {/* A function: you spread the props yourself and read the state. */}
      <FilterPanelTrigger
        render={(props, state) => (
          <button
            {...props}
            type="button"
            className={
              state.filterCount > 0
                ? `${button} bg-blue-700 text-white hover:bg-blue-800`
                : `${button} text-blue-700 hover:bg-blue-50`
            }
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
    <div className="h-[340px] w-full">
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
