import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Bin = { id: string; product: string; quantity: number; reorderAt: number; note: string };

const rows: Bin[] = [
  { id: 'A-01-03', product: 'Cable ties, 200 mm', quantity: 1200, reorderAt: 500, note: 'Top shelf, use the step ladder' },
  { id: 'A-02-01', product: 'Packing tape, clear', quantity: 86, reorderAt: 120, note: 'Reorder sent Monday' },
  { id: 'B-01-07', product: 'Bubble wrap roll', quantity: 14, reorderAt: 10, note: '' },
  { id: 'B-03-02', product: 'Shipping labels A6', quantity: 3400, reorderAt: 1000, note: 'Two boxes in overflow C-09' },
  { id: 'C-02-05', product: 'Corrugated box, medium', quantity: 240, reorderAt: 300, note: 'Damaged pallet returned' },
  { id: 'C-04-01', product: 'Stretch film', quantity: 38, reorderAt: 20, note: '' },
];

const columns: GridColDef<Bin>[] = [
  // The bin code is a location, not something to rank: keep the put-away order.
  { field: 'id', headerName: 'Bin', width: 100, sortable: false },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'On hand', type: 'number', width: 100 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
  // Free text: an alphabetical order of notes helps nobody.
  { field: 'note', headerName: 'Note', width: 230, sortable: false },
];

export default function WarehouseBinsSortable() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid label="Warehouse bins" rows={rows} columns={columns} hideFooter />
    </div>
  );
}
