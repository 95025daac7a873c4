import {
  DataGrid,
  GridLogicOperator,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, tracking: 'TRK-20931', carrier: 'Blue Heron Freight', destination: 'New Orleans', status: 'In transit' },
  { id: 2, tracking: 'TRK-20944', carrier: 'Pine Valley Couriers', destination: 'Boise', status: 'Delivered' },
  { id: 3, tracking: 'TRK-20958', carrier: 'Blue Heron Freight', destination: 'San Antonio', status: 'Delayed' },
  { id: 4, tracking: 'TRK-20967', carrier: 'Redline Express', destination: 'New Haven', status: 'In transit' },
  { id: 5, tracking: 'TRK-20975', carrier: 'Pine Valley Couriers', destination: 'Santa Fe', status: 'Out for delivery' },
];

const columns: GridColDef[] = [
  { field: 'tracking', headerName: 'Tracking', width: 110 },
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 170 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'status', headerName: 'Status', width: 140 },
];

// Commas separate phrases, so "new haven" stays one value instead of "new" and "haven".
const parseByComma = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
const joinWithComma = (values: unknown[]) => values.map(String).join(', ');

function ShipmentsToolbar() {
  return (
    <Toolbar>
      <QuickFilter
        expanded
        parser={parseByComma}
        formatter={joinWithComma}
        debounceMs={400}
        className="flex items-end gap-1 py-1"
      >
        <QuickFilterControl
          render={({ ref, slotProps, value, onChange, onKeyDown }) => (
            <div className="flex flex-col gap-0.5">
              {/* The input's id comes from QuickFilter; the visible label points to it. */}
              <label htmlFor={slotProps?.htmlInput?.id} className="text-xs font-medium">
                Search shipments (comma-separated)
              </label>
              <input
                ref={ref}
                {...slotProps?.htmlInput}
                value={value}
                onChange={onChange}
                onKeyDown={onKeyDown}
                className="w-80 rounded-md border border-gray-500 bg-transparent px-3 py-1 text-sm focus:border-blue-600 focus:outline focus:outline-blue-600"
              />
            </div>
          )}
        />
        <QuickFilterClear
          aria-label="Clear search"
          render={
            <button
              type="button"
              className="mb-0.5 cursor-pointer rounded-md px-1.5 py-0.5 opacity-70 hover:bg-current/10 hover:opacity-100"
            />
          }
        >
          ✕
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function CarrierPhraseSearch() {
  return (
    <div className="h-[360px] w-full">
      <DataGrid
        label="Shipments"
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: ShipmentsToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['blue heron', 'new haven'],
              // A row may match any of the phrases.
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </div>
  );
}
