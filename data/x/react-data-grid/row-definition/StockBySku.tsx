import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

interface StockLine {
  warehouse: string;
  sku: string;
  product: string;
  onHand: number;
}

// The same SKU is stocked in several warehouses, so neither field is unique alone.
const stock: StockLine[] = [
  { warehouse: 'Lyon', sku: 'LMP-042', product: 'Desk lamp', onHand: 42 },
  { warehouse: 'Porto', sku: 'LMP-042', product: 'Desk lamp', onHand: 9 },
  { warehouse: 'Lyon', sku: 'DSK-007', product: 'Standing desk', onHand: 7 },
  { warehouse: 'Gdańsk', sku: 'DSK-007', product: 'Standing desk', onHand: 3 },
  { warehouse: 'Porto', sku: 'ARM-019', product: 'Monitor arm', onHand: 19 },
  { warehouse: 'Gdańsk', sku: 'CHR-000', product: 'Office chair', onHand: 0 },
];

// Defined at module level: a stable reference, called once per row.
const getRowId: GridRowIdGetter<StockLine> = (row) => `${row.warehouse}/${row.sku}`;

const columns: GridColDef<StockLine>[] = [
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 110 },
];

export default function StockBySku() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={stock} columns={columns} getRowId={getRowId} hideFooter />
    </div>
  );
}
