import {
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridFilterActiveItemsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Checkout page times out', assignee: 'Rita', severity: 'Critical', status: 'Open' },
  { id: 2, title: 'Typo in welcome email', assignee: 'Sam', severity: 'Minor', status: 'Open' },
  { id: 3, title: 'Search ignores accents', assignee: 'Ines', severity: 'Major', status: 'In review' },
  { id: 4, title: 'Avatar upload fails on Safari', assignee: 'Rita', severity: 'Major', status: 'Open' },
  { id: 5, title: 'Dark mode contrast on badges', assignee: 'Theo', severity: 'Minor', status: 'Done' },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Issue', flex: 1, minWidth: 200 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
  { field: 'severity', headerName: 'Severity', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const button = 'rounded-md px-2.5 py-1 text-sm text-gray-700 hover:bg-gray-100';

function IssuesToolbar() {
  const apiRef = useGridApiContext();
  const activeFilters = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  return (
    <Toolbar className="gap-1 px-2">
      <FilterPanelTrigger
        render={(props, state) => (
          <ToolbarButton
            {...props}
            render={<button type="button" className={`${button} ${state.filterCount > 0 ? 'text-blue-700' : ''}`} />}
          >
            Filters
            {state.filterCount > 0 && (
              <span className="ml-1.5 rounded-full bg-blue-700 px-1.5 text-xs text-white">{state.filterCount}</span>
            )}
          </ToolbarButton>
        )}
      />
      <ToolbarButton
        disabled={activeFilters.length === 0}
        onClick={() => apiRef.current.setFilterModel({ items: [] })}
        render={<button type="button" className={`${button} disabled:cursor-default disabled:text-gray-400`} />}
      >
        Clear filters
      </ToolbarButton>
    </Toolbar>
  );
}

export default function FilterBadgeToolbar() {
  return (
    <div className="h-[360px] w-full">
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: IssuesToolbar }}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Open' }] } } }}
      />
    </div>
  );
}
