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

const css = `
.departures-toolbar { gap: 4px; padding: 0 8px; }
.departures-button {
  padding: 4px 10px;
  font: inherit;
  font-size: 0.875rem;
  color: #374151;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.departures-button:hover { background: #f3f4f6; }
.departures-search { display: flex; align-items: center; gap: 4px; }
.departures-search-input {
  width: 0;
  padding: 0;
  font: inherit;
  font-size: 0.875rem;
  border: 0;
  border-radius: 6px;
  opacity: 0;
  visibility: hidden;
  transition: width 0.2s, opacity 0.2s;
}
.departures-search.is-expanded .departures-search-input {
  width: 192px;
  padding: 4px 12px;
  border: 1px solid #d1d5db;
  opacity: 1;
  visibility: visible;
}
.departures-search-input:focus { border-color: #2563eb; outline: none; }
`;

const button = <button type="button" className="departures-button" />;

function DeparturesToolbar() {
  return (
    <Toolbar className="departures-toolbar">
      <ColumnsPanelTrigger render={<ToolbarButton render={button} />}>Columns</ColumnsPanelTrigger>
      <FilterPanelTrigger render={<ToolbarButton render={button} />}>Filters</FilterPanelTrigger>
      <QuickFilter className={(state) => (state.expanded ? 'departures-search is-expanded' : 'departures-search')}>
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
          render={({ ref, slotProps, value, onChange, onKeyDown }) => (
            <input
              ref={ref}
              {...slotProps?.htmlInput}
              value={value}
              onChange={onChange}
              onKeyDown={onKeyDown}
              aria-label="Search departures"
              placeholder="Flight, city or gate"
              className="departures-search-input"
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
      <style href="expandable-search" precedence="default">
        {css}
      </style>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: DeparturesToolbar }} showToolbar />
    </div>
  );
}
