import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

type Item = { id: string; name: string; stock: number; reorderAt: number; cost: number; price: number };

const items: Item[] = [
  { id: 'KTL-02', name: 'Electric kettle', stock: 58, reorderAt: 20, cost: 21.5, price: 64.9 },
  { id: 'GRN-07', name: 'Burr grinder', stock: 0, reorderAt: 5, cost: 72, price: 189 },
  { id: 'MLK-11', name: 'Milk frother', stock: 8, reorderAt: 15, cost: 12.4, price: 39.95 },
  { id: 'SCL-04', name: 'Coffee scale', stock: 31, reorderAt: 10, cost: 9.8, price: 24 },
  { id: 'TMP-09', name: 'Tamper', stock: 3, reorderAt: 10, cost: 6.2, price: 18.5 },
  { id: 'FLT-03', name: 'Paper filters', stock: 210, reorderAt: 50, cost: 2.1, price: 12.75 },
];

// A class per level; the cell text still says the number, so colour is not the only cue.
function stockClass({ value, row }: GridCellParams<Item, number>) {
  if (value == null) {
    return '';
  }
  if (value === 0) {
    return 'stock--out';
  }
  return value <= row.reorderAt ? 'stock--low' : '';
}

const columns: GridColDef<Item>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100, cellClassName: stockClass },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
  { field: 'cost', headerName: 'Cost ($)', type: 'number', width: 100, headerClassName: 'money-header' },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100, headerClassName: 'money-header' },
];

export default function StockLevels() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        label="Stock levels"
        rows={items}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          '& .stock--low': {
            backgroundColor: theme.alpha((theme.vars || theme).palette.warning.main, 0.16),
            fontWeight: 600,
          },
          '& .stock--out': { color: (theme.vars || theme).palette.error.main, fontWeight: 700 },
          '& .money-header': { backgroundColor: (theme.vars || theme).palette.action.selected },
        })}
      />
    </div>
  );
}
