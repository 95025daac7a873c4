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

const css = `
.issues-toolbar { gap: 4px; padding: 0 8px; }
.issues-button {
  padding: 4px 10px;
  font: inherit;
  font-size: 0.875rem;
  color: #374151;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.issues-button:hover { background: #f3f4f6; }
.issues-button:disabled { color: #9ca3af; cursor: default; background: transparent; }
.issues-button.has-filters { color: #1d4ed8; }
.issues-count {
  margin-left: 6px;
  padding: 0 6px;
  font-size: 0.75rem;
  color: #fff;
  background: #1d4ed8;
  border-radius: 999px;
}
`;

function IssuesToolbar() {
  const apiRef = useGridApiContext();
  const activeFilters = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  return (
    <Toolbar className="issues-toolbar">
      <FilterPanelTrigger
        render={(props, state) => (
          <ToolbarButton
            {...props}
            render={<button type="button" className={state.filterCount > 0 ? 'issues-button has-filters' : 'issues-button'} />}
          >
            Filters
            {state.filterCount > 0 && (
              <span className="issues-count">{state.filterCount}</span>
            )}
          </ToolbarButton>
        )}
      />
      <ToolbarButton
        disabled={activeFilters.length === 0}
        onClick={() => apiRef.current.setFilterModel({ items: [] })}
        render={<button type="button" className="issues-button" />}
      >
        Clear filters
      </ToolbarButton>
    </Toolbar>
  );
}

export default function FilterBadgeToolbar() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <style href="filter-badge-toolbar" precedence="default">
        {css}
      </style>
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
