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

const css = `
.phrase-search { display: flex; align-items: flex-end; gap: 4px; padding: 4px 0; }
.phrase-search-field { display: flex; flex-direction: column; gap: 2px; }
.phrase-search-label { font-size: 0.75rem; font-weight: 500; }
.phrase-search-input {
  width: 320px;
  padding: 4px 12px;
  font: inherit;
  font-size: 0.875rem;
  color: inherit;
  background: transparent;
  border: 1px solid #6b7280;
  border-radius: 6px;
}
.phrase-search-input:focus { border-color: #2563eb; outline: 1px solid #2563eb; }
.phrase-search-clear {
  margin-bottom: 2px;
  padding: 2px 6px;
  font: inherit;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: 6px;
  opacity: 0.7;
  cursor: pointer;
}
.phrase-search-clear:hover { background: color-mix(in srgb, currentColor 10%, transparent); opacity: 1; }
`;

function ShipmentsToolbar() {
  return (
    <Toolbar>
      <QuickFilter
        expanded
        parser={parseByComma}
        formatter={joinWithComma}
        debounceMs={400}
        className="phrase-search"
      >
        <QuickFilterControl
          render={({ ref, slotProps, value, onChange, onKeyDown }) => (
            <div className="phrase-search-field">
              {/* The input's id comes from QuickFilter; the visible label points to it. */}
              <label htmlFor={slotProps?.htmlInput?.id} className="phrase-search-label">
                Search shipments (comma-separated)
              </label>
              <input
                ref={ref}
                {...slotProps?.htmlInput}
                value={value}
                onChange={onChange}
                onKeyDown={onKeyDown}
                className="phrase-search-input"
              />
            </div>
          )}
        />
        <QuickFilterClear
          aria-label="Clear search"
          render={<button type="button" className="phrase-search-clear" />}
        >
          ✕
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function CarrierPhraseSearch() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <style href="carrier-phrase-search" precedence="default">
        {css}
      </style>
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
