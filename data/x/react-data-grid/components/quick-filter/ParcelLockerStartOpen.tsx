import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
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
      <QuickFilter defaultExpanded style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Tooltip title="Toggle search">
          <QuickFilterTrigger render={<ToolbarButton aria-label="Toggle search" />}>
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
        </Tooltip>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Locker, station or parcel"
              // Collapsed: out of sight and out of the layout, but still mounted for focus handling.
              sx={state.expanded ? { width: 230 } : { width: 0, visibility: 'hidden' }}
              slotProps={{
                ...slotProps,
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search lockers' },
                input: {
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CloseIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ParcelLockerStartOpen() {
  return (
    <div style={{ height: 340, width: '100%' }}>
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
