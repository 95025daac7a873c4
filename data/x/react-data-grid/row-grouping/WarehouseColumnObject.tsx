import { DataGridPremium, type GridColDef, type GridGroupingColDefOverride } from '@mui/x-data-grid-premium';

type StockLine = { id: string; warehouse: string; aisle: string; item: string; quantity: number };

const rows: StockLine[] = [
  { id: 'SKU-101', warehouse: 'Rotterdam', aisle: 'A', item: 'Pallet wrap', quantity: 340 },
  { id: 'SKU-102', warehouse: 'Rotterdam', aisle: 'A', item: 'Carton, large', quantity: 1_200 },
  { id: 'SKU-103', warehouse: 'Rotterdam', aisle: 'C', item: 'Label roll', quantity: 85 },
  { id: 'SKU-104', warehouse: 'Leipzig', aisle: 'B', item: 'Carton, small', quantity: 2_600 },
  { id: 'SKU-105', warehouse: 'Leipzig', aisle: 'B', item: 'Tape gun', quantity: 42 },
  { id: 'SKU-106', warehouse: 'Leipzig', aisle: 'D', item: 'Strapping band', quantity: 190 },
];

const columns: GridColDef<StockLine>[] = [
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'aisle', headerName: 'Aisle', width: 80 },
  { field: 'item', headerName: 'Item', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

// Defined once, outside the component: a stable object the grid does not need to re-read.
const groupingColDef: GridGroupingColDefOverride<StockLine> = {
  headerName: 'Storage location',
  description: 'Warehouse, then aisle',
  width: 220,
  headerClassName: 'storage-header',
};

export default function WarehouseColumnObject() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['warehouse', 'aisle'] } }}
        sx={{ '& .storage-header': { bgcolor: 'action.hover' } }}
        aria-label="Stock lines grouped by storage location"
      />
    </div>
  );
}
