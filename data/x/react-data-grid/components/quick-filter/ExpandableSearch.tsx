import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { styled } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, flight: 'LH 1123', from: 'Frankfurt', to: 'Lisbon', gate: 'A12', status: 'Boarding' },
  { id: 2, flight: 'AF 1679', from: 'Paris', to: 'Vienna', gate: 'B03', status: 'On time' },
  { id: 3, flight: 'KL 1345', from: 'Amsterdam', to: 'Oslo', gate: 'D27', status: 'Delayed' },
  { id: 4, flight: 'IB 3170', from: 'Madrid', to: 'Munich', gate: 'C41', status: 'On time' },
  { id: 5, flight: 'SK 1468', from: 'Copenhagen', to: 'Berlin', gate: 'A05', status: 'Cancelled' },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 110 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 110 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const SearchRoot = styled('div')({ display: 'flex', alignItems: 'center' });

// Collapsed: no width and hidden. The root gets `is-expanded` from its state.
const SearchField = styled(TextField)(({ theme }) => ({
  width: 0,
  opacity: 0,
  visibility: 'hidden',
  transition: theme.transitions.create(['width', 'opacity']),
  '.is-expanded &': { width: 200, opacity: 1, visibility: 'visible' },
}));

function DeparturesToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <QuickFilter render={<SearchRoot />} className={(state) => (state.expanded ? 'is-expanded' : '')}>
        <Tooltip title="Search">
          {/* While open, the trigger is skipped by the arrow keys and ignores the pointer. */}
          <QuickFilterTrigger
            render={(triggerProps, state) => (
              <ToolbarButton
                {...triggerProps}
                aria-disabled={state.expanded}
                style={{ pointerEvents: state.expanded ? 'none' : undefined }}
              />
            )}
          >
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
        </Tooltip>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <SearchField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Flight, city or gate"
              slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search departures' } }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ExpandableSearch() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: DeparturesToolbar }} showToolbar />
    </div>
  );
}
