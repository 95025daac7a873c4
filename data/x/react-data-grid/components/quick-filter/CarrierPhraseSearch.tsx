import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CancelIcon from '@mui/icons-material/Cancel';
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
        style={{ display: 'flex', alignItems: 'center', gap: 4, paddingBlock: 4 }}
      >
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              // The input's id comes from QuickFilter; reuse it so the visible label points to the input.
              id={slotProps?.htmlInput?.id}
              inputRef={ref}
              label="Search shipments (comma-separated)"
              size="small"
              sx={{ width: 320 }}
              slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
            />
          )}
        />
        <Tooltip title="Clear search">
          <QuickFilterClear aria-label="Clear search" size="small">
            <CancelIcon fontSize="small" />
          </QuickFilterClear>
        </Tooltip>
      </QuickFilter>
    </Toolbar>
  );
}

export default function CarrierPhraseSearch() {
  return (
    <div style={{ height: 360, width: '100%' }}>
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
