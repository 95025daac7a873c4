import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGridPro,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridFilterItem,
} from '@mui/x-data-grid-pro';

type Listing = { id: number; city: string; rooms: number; rent: number; furnished: boolean };

const listings: Listing[] = [
  { id: 1, city: 'Lisbon', rooms: 2, rent: 1350, furnished: true },
  { id: 2, city: 'Porto', rooms: 1, rent: 820, furnished: false },
  { id: 3, city: 'Lisbon', rooms: 3, rent: 1980, furnished: false },
  { id: 4, city: 'Braga', rooms: 2, rent: 760, furnished: true },
  { id: 5, city: 'Lisbon', rooms: 1, rent: 1120, furnished: true },
  { id: 6, city: 'Porto', rooms: 3, rent: 1400, furnished: true },
];

const columns: GridColDef<Listing>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110, valueFormatter: (value?: number | null) => (value == null ? '' : value.toLocaleString('en-US')) },
  { field: 'furnished', headerName: 'Furnished', type: 'boolean', width: 110 },
];

// Short words for the operators the demo's columns use; the operator name otherwise.
const operatorWords: { [operator: string]: string } = {
  contains: 'contains',
  equals: 'is',
  is: 'is',
  '=': '=',
  '!=': '≠',
  '>': '>',
  '>=': '≥',
  '<': '<',
  '<=': '≤',
  startsWith: 'starts with',
};

function FilterChipsToolbar() {
  const apiRef = useGridApiContext();
  const { items } = useGridSelector(apiRef, gridFilterModelSelector);

  const describe = (item: GridFilterItem) => {
    const header = apiRef.current.getColumn(item.field)?.headerName ?? item.field;
    const value = item.value == null || item.value === '' ? '…' : String(item.value);
    return `${header} ${operatorWords[item.operator] ?? item.operator} ${value}`;
  };

  return (
    <Toolbar style={{ justifyContent: 'flex-start', flexWrap: 'wrap' }}>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Stack component="ul" direction="row" aria-label="Active filters" sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.5, flexWrap: 'wrap' }}>
        {items.length === 0 ? (
          <Typography component="li" variant="body2" color="text.secondary">
            No filter
          </Typography>
        ) : (
          items.map((item) => (
            <li key={item.id ?? item.field}>
              <Chip size="small" label={describe(item)} onDelete={() => apiRef.current.deleteFilterItem(item)} />
            </li>
          ))
        )}
      </Stack>
      {items.length > 1 && (
        <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [] })}>
          Clear all
        </Button>
      )}
    </Toolbar>
  );
}

export default function ActiveFilterChips() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPro
        label="Rental listings"
        rows={listings}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 'city', field: 'city', operator: 'equals', value: 'Lisbon' },
                { id: 'rent', field: 'rent', operator: '<', value: 1500 },
              ],
            },
          },
        }}
        slots={{ toolbar: FilterChipsToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
