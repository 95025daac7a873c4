import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Item = {
  id: number;
  sku: string;
  name: string;
  quantity: number;
  restockDate: Date;
  category: 'Furniture' | 'Lighting' | 'Accessories';
  discontinued: boolean;
};

const rows: Item[] = [
  { id: 1, sku: 'LMP-042', name: 'Desk lamp', quantity: 42, restockDate: new Date(2025, 2, 14), category: 'Lighting', discontinued: false },
  { id: 2, sku: 'DSK-007', name: 'Standing desk', quantity: 7, restockDate: new Date(2025, 3, 2), category: 'Furniture', discontinued: false },
  { id: 3, sku: 'ARM-019', name: 'Monitor arm', quantity: 19, restockDate: new Date(2025, 2, 28), category: 'Accessories', discontinued: false },
  { id: 4, sku: 'CHR-000', name: 'Office chair', quantity: 0, restockDate: new Date(2025, 4, 10), category: 'Furniture', discontinued: true },
  { id: 5, sku: 'PAD-113', name: 'Desk pad', quantity: 113, restockDate: new Date(2025, 5, 1), category: 'Accessories', discontinued: false },
];

const columns: GridColDef<Item>[] = [
  // No `editable`: the SKU stays read-only.
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
  { field: 'restockDate', headerName: 'Restock on', type: 'date', width: 140, editable: true },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Furniture', 'Lighting', 'Accessories'],
    width: 140,
    editable: true,
  },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 120, editable: true },
];

export default function EditableInventory() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid label="Inventory" rows={rows} columns={columns} hideFooter />
    </div>
  );
}
