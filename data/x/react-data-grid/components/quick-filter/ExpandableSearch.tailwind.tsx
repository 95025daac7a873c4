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

const button = <button type="button" className="rounded-md px-2.5 py-1 text-sm text-gray-700 hover:bg-gray-100" />;

function DeparturesToolbar() {
  return (
    <Toolbar className="gap-1 px-2">
      <ColumnsPanelTrigger render={<ToolbarButton render={button} />}>Columns</ColumnsPanelTrigger>
      <FilterPanelTrigger render={<ToolbarButton render={button} />}>Filters</FilterPanelTrigger>
      <QuickFilter className="flex items-center gap-1">
        {/* While open, the trigger is skipped by the arrow keys and ignores the pointer. */}
        <QuickFilterTrigger
          render={(triggerProps, state) => (
            <ToolbarButton
              {...triggerProps}
              aria-disabled={state.expanded}
              style={{ pointerEvents: state.expanded ? 'none' : undefined }}
              render={button}
            />
          )}
        >
          Search
        </QuickFilterTrigger>
        <QuickFilterControl
          render={({ ref, slotProps, value, onChange, onKeyDown }, state) => (
            <input
              ref={ref}
              {...slotProps?.htmlInput}
              value={value}
              onChange={onChange}
              onKeyDown={onKeyDown}
              aria-label="Search departures"
              placeholder="Flight, city or gate"
              className={`rounded-md text-sm transition-all focus:border-blue-600 focus:outline-none ${
                state.expanded
                  ? 'visible w-48 border border-gray-300 px-3 py-1 opacity-100'
                  : 'invisible w-0 border-0 p-0 opacity-0'
              }`}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ExpandableSearch() {
  return (
    <div className="h-[360px] w-full">
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: DeparturesToolbar }} showToolbar />
    </div>
  );
}
