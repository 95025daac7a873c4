import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, locker: 'L-014', station: 'Central Library', size: 'Small', parcel: 'PX 55210', pickupBy: '2025-06-12' },
  { id: 2, locker: 'L-022', station: 'North Park Mall', size: 'Large', parcel: 'PX 55231', pickupBy: '2025-06-13' },
  { id: 3, locker: 'L-031', station: 'Central Library', size: 'Medium', parcel: 'PX 55244', pickupBy: '2025-06-12' },
  { id: 4, locker: 'L-047', station: 'Harbour Station', size: 'Small', parcel: 'PX 55260', pickupBy: '2025-06-14' },
  { id: 5, locker: 'L-052', station: 'North Park Mall', size: 'Medium', parcel: 'PX 55275', pickupBy: '2025-06-15' },
];

const columns: GridColDef[] = [
  { field: 'locker', headerName: 'Locker', width: 90 },
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 150 },
  { field: 'size', headerName: 'Size', width: 90 },
  { field: 'parcel', headerName: 'Parcel', width: 110 },
  { field: 'pickupBy', headerName: 'Pick up by', width: 110 },
];

const css = `
.locker-search { position: relative; display: flex; align-items: center; gap: 4px; }
.locker-button {
  padding: 4px 10px;
  font: inherit;
  font-size: 0.875rem;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.locker-button:hover { background: color-mix(in srgb, currentColor 10%, transparent); }
.locker-button:focus-visible { outline: 2px solid #2563eb; }
/* Collapsed: out of sight and out of the layout, but still mounted for focus handling. */
.locker-search-input {
  width: 0;
  padding: 0;
  font: inherit;
  font-size: 0.875rem;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: 6px;
  visibility: hidden;
}
.locker-search.is-expanded .locker-search-input {
  width: 224px;
  padding: 4px 32px 4px 12px;
  border: 1px solid #6b7280;
  visibility: visible;
}
.locker-search .locker-search-input:focus { border-color: #2563eb; outline: 1px solid #2563eb; }
.locker-search-clear {
  position: absolute;
  right: 6px;
  padding: 0 4px;
  color: inherit;
  background: transparent;
  border: 0;
  opacity: 0.7;
  cursor: pointer;
}
.locker-search-clear:hover { opacity: 1; }
.locker-search-clear.is-empty { display: none; }
`;

function LockerToolbar() {
  return (
    <Toolbar>
      {/* Open on first render; the reader can still fold it away with the trigger or Escape. */}
      <QuickFilter defaultExpanded className={(state) => (state.expanded ? 'locker-search is-expanded' : 'locker-search')}>
        <QuickFilterTrigger render={<ToolbarButton aria-label="Toggle search" render={<button type="button" className="locker-button" />} />}>
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
              aria-label="Search lockers"
              placeholder="Locker, station or parcel"
              className="locker-search-input"
            />
          )}
        />
        <QuickFilterClear
          aria-label="Clear search"
          className={(state) => (state.value && state.expanded ? 'locker-search-clear' : 'locker-search-clear is-empty')}
          render={<button type="button" />}
        >
          ✕
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function ParcelLockerStartOpen() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <style href="parcel-locker-start-open" precedence="default">
        {css}
      </style>
      <DataGrid
        label="Parcel lockers"
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: LockerToolbar }}
        showToolbar
      />
    </div>
  );
}
