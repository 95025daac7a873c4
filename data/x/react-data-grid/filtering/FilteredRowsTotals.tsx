import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

type Order = { id: number; customer: string; region: string; items: number; total: number };

const rows: Order[] = [
  { id: 1001, customer: 'Alder & Pine', region: 'North', items: 3, total: 184.5 },
  { id: 1002, customer: 'Brightwater Café', region: 'South', items: 12, total: 642.0 },
  { id: 1003, customer: 'Copperleaf Florist', region: 'North', items: 5, total: 97.25 },
  { id: 1004, customer: 'Dune Surf School', region: 'West', items: 2, total: 310.0 },
  { id: 1005, customer: 'Elmstead Library', region: 'North', items: 20, total: 1125.4 },
  { id: 1006, customer: 'Foxglove Bakery', region: 'South', items: 7, total: 256.8 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

// A footer slot: the selectors re-render it whenever the filtered rows change.
function FilteredTotalsFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const allCount = useGridSelector(apiRef, gridRowCountSelector);
  const sum = entries.reduce((acc, entry) => acc + (entry.model as Order).total, 0);

  return (
    <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2">
        {entries.length} of {allCount} orders shown, worth €{sum.toFixed(2)}
      </Typography>
    </Box>
  );
}

export default function FilteredRowsTotals() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Orders by region"
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ footer: FilteredTotalsFooter }}
        initialState={{ filter: { filterModel: { items: [{ field: 'region', operator: 'equals', value: 'North' }] } } }}
      />
    </div>
  );
}
