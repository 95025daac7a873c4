import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';

const statuses = ['Open', 'In review', 'Merged', 'Closed'];

// A compact select replaces the default input and operator menu for the status column.
function StatusHeaderFilter({ item, colDef }: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const value = typeof item.value === 'string' ? item.value : '';

  return (
    <Select
      variant="standard"
      size="small"
      fullWidth
      displayEmpty
      value={value}
      inputProps={{ 'aria-label': `Filter by ${colDef.headerName}` }}
      onChange={(event) => {
        if (event.target.value === '') {
          apiRef.current.deleteFilterItem(item);
        } else {
          apiRef.current.upsertFilterItem({ ...item, operator: 'is', value: event.target.value });
        }
      }}
    >
      <MenuItem value="">Any status</MenuItem>
      {statuses.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </Select>
  );
}

const pullRequests = [
  { id: 981, title: 'Add dark theme to settings page', author: 'mira', status: 'In review', comments: 12 },
  { id: 982, title: 'Bump eslint to v9', author: 'dependabot', status: 'Merged', comments: 0 },
  { id: 983, title: 'Fix focus trap in dialog', author: 'kofi', status: 'Open', comments: 4 },
  { id: 984, title: 'Remove legacy upload endpoint', author: 'mira', status: 'Closed', comments: 7 },
  { id: 985, title: 'Paginate audit log', author: 'tanvi', status: 'In review', comments: 9 },
  { id: 986, title: 'Cache avatar thumbnails', author: 'kofi', status: 'Open', comments: 1 },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 130 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 150,
    renderHeaderFilter: (params) => <StatusHeaderFilter {...params} />,
  },
  { field: 'comments', headerName: 'Comments', type: 'number', width: 110 },
];

export default function StatusHeaderFilterCell() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        label="Pull requests"
        rows={pullRequests}
        columns={columns}
        headerFilters
        // The other columns get a clear button in the cell instead of a "Clear filter" menu item.
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
      />
    </div>
  );
}
