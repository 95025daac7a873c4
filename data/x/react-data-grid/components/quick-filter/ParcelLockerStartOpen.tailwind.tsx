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

function LockerToolbar() {
  return (
    <Toolbar>
      {/* Open on first render; the reader can still fold it away with the trigger or Escape. */}
      <QuickFilter defaultExpanded className="relative flex items-center gap-1">
        <QuickFilterTrigger
          render={
            <ToolbarButton
              aria-label="Toggle search"
              render={
                <button
                  type="button"
                  className="cursor-pointer rounded-md px-2.5 py-1 text-sm hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-blue-600"
                />
              }
            />
          }
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
              aria-label="Search lockers"
              placeholder="Locker, station or parcel"
              // Collapsed: out of sight and out of the layout, but still mounted for focus handling.
              className={`rounded-md bg-transparent text-sm focus:border-blue-600 focus:outline focus:outline-blue-600 ${
                state.expanded ? 'visible w-56 border border-gray-500 py-1 pl-3 pr-8' : 'invisible w-0 border-0 p-0'
              }`}
            />
          )}
        />
        <QuickFilterClear
          aria-label="Clear search"
          className={(state) =>
            state.value && state.expanded ? 'absolute right-1.5 cursor-pointer px-1 opacity-70 hover:opacity-100' : 'hidden'
          }
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
    <div className="h-[340px] w-full">
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
