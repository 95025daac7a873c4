import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type StockItem = { id: number; sku: string; product: string; aisle: string; onHand: number; reorderAt: number };

const rows: StockItem[] = [
  { id: 1, sku: 'WH-1042', product: 'Pallet wrap, 500 mm', aisle: 'A3', onHand: 86, reorderAt: 40 },
  { id: 2, sku: 'WH-2210', product: 'Cable ties, 300 pack', aisle: 'B1', onHand: 12, reorderAt: 25 },
  { id: 3, sku: 'WH-3307', product: 'Box cutter', aisle: 'C4', onHand: 54, reorderAt: 20 },
  { id: 4, sku: 'WH-4150', product: 'Hi-vis vest, L', aisle: 'D2', onHand: 31, reorderAt: 30 },
  { id: 5, sku: 'WH-5018', product: 'Packing tape, brown', aisle: 'A1', onHand: 140, reorderAt: 60 },
];

const columns: GridColDef<StockItem>[] = [
  // The SKU can't be hidden: its menu has no "Hide column" entry.
  { field: 'sku', headerName: 'SKU', width: 110, hideable: false },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  // Not filterable: no "Filter" entry in this menu.
  { field: 'aisle', headerName: 'Aisle', width: 90, filterable: false },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 110 },
  // Not sortable: the sort entries are missing.
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 120, sortable: false },
];

export default function DefaultColumnMenu() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid label="Warehouse stock" rows={rows} columns={columns} hideFooter />
    </div>
  );
}
