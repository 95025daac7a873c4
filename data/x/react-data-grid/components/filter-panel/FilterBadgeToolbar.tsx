import Badge from '@mui/material/Badge';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
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

function IssuesToolbar() {
  const apiRef = useGridApiContext();
  const activeFilters = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(props, state) => (
          <Tooltip title="Filters">
            <ToolbarButton {...props} color={state.filterCount > 0 ? 'primary' : 'default'}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          </Tooltip>
        )}
      />
      {/* No tooltip here: a tooltip cannot wrap a disabled button. */}
      <ToolbarButton
        aria-label="Clear filters"
        disabled={activeFilters.length === 0}
        onClick={() => apiRef.current.setFilterModel({ items: [] })}
      >
        <FilterListOffIcon fontSize="small" />
      </ToolbarButton>
    </Toolbar>
  );
}

export default function FilterBadgeToolbar() {
  return (
    <div style={{ height: 360, width: '100%' }}>
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
