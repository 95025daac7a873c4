import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

type StockItem = {
  sku: string;
  product: string;
  warehouse: string;
  quantity: number;
  unitCost: number;
};

const products = ['Desk lamp', 'Office chair', 'Monitor arm', 'USB-C dock', 'Standing mat', 'Cable tray'];
const warehouses = ['Rotterdam', 'Leipzig', 'Porto', 'Gdansk', 'Lyon'];

// Deterministic data: every value is derived from the row index, so the server and the browser agree.
function createStock(count: number): StockItem[] {
  return Array.from({ length: count }, (_, index) => ({
    sku: `SKU-${String(index + 1).padStart(5, '0')}`,
    product: products[index % products.length],
    warehouse: warehouses[(index * 7) % warehouses.length],
    quantity: (index * 37) % 500,
    unitCost: 5 + ((index * 53) % 2000) / 10,
  }));
}

// Created once, at module level: the same references on every render.
const rows = createStock(10_000);

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'stockValue',
    headerName: 'Stock value',
    type: 'number',
    width: 140,
    // A derived column: computed from the row, never stored in it.
    valueGetter: (_value, row) => row.quantity * row.unitCost,
    valueFormatter: (value: number) => currency.format(value),
  },
];

const getRowId: GridRowIdGetter<StockItem> = (row) => row.sku;

export default function WarehouseStockGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        label="Warehouse stock"
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 100, page: 0 } } }}
        pageSizeOptions={[25, 50, 100]}
        rowBufferPx={300}
      />
    </Box>
  );
}
