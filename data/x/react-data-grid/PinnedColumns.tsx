import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, sku: 'LMP-042', name: 'Desk lamp', warehouse: 'Lyon', stock: 42, reserved: 5, price: 39 },
  { id: 2, sku: 'DSK-007', name: 'Standing desk', warehouse: 'Porto', stock: 7, reserved: 2, price: 549 },
  { id: 3, sku: 'ARM-019', name: 'Monitor arm', warehouse: 'Lyon', stock: 19, reserved: 0, price: 89 },
  { id: 4, sku: 'CHR-000', name: 'Office chair', warehouse: 'Gdańsk', stock: 0, reserved: 0, price: 229 },
  { id: 5, sku: 'KBD-113', name: 'Keyboard', warehouse: 'Porto', stock: 113, reserved: 12, price: 69 },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', width: 180 },
  { field: 'warehouse', headerName: 'Warehouse', width: 140 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120 },
  { field: 'reserved', headerName: 'Reserved', type: 'number', width: 120 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 120 },
];

export default function PinnedColumns() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['sku'], right: ['price'] } }}
      />
    </div>
  );
}
