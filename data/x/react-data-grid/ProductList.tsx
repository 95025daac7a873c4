import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, name: 'Desk lamp', category: 'Lighting', stock: 42 },
  { id: 2, name: 'Standing desk', category: 'Furniture', stock: 7 },
  { id: 3, name: 'Monitor arm', category: 'Accessories', stock: 19 },
  { id: 4, name: 'Office chair', category: 'Furniture', stock: 0 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function ProductList() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
