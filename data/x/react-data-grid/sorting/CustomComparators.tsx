import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

type Shirt = { id: string; model: string; size: string; colour: string; stock: number };

const sizeOrder = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
// Computed once, outside the comparator: the comparator itself only does two lookups.
const sizeRank = new Map(sizeOrder.map((size, index) => [size, index]));

// Sorts sizes by their position in the size chart, not alphabetically.
const sizeComparator: GridComparatorFn<string> = (a, b) => (sizeRank.get(a) ?? -1) - (sizeRank.get(b) ?? -1);

const rows: Shirt[] = [
  { id: 'TS-01', model: 'Organic crew neck', size: 'M', colour: 'Sand', stock: 34 },
  { id: 'TS-02', model: 'Organic crew neck', size: 'XL', colour: 'Navy', stock: 12 },
  { id: 'TS-03', model: 'Relaxed V-neck', size: 'S', colour: 'White', stock: 51 },
  { id: 'TS-04', model: 'Relaxed V-neck', size: 'XXL', colour: 'Black', stock: 6 },
  { id: 'TS-05', model: 'Heavyweight pocket tee', size: 'XS', colour: 'Olive', stock: 19 },
  { id: 'TS-06', model: 'Heavyweight pocket tee', size: 'L', colour: 'Grey', stock: 27 },
];

const columns: GridColDef<Shirt>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 180 },
  { field: 'size', headerName: 'Size', width: 90, sortComparator: sizeComparator },
  { field: 'colour', headerName: 'Colour', width: 100 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function CustomComparators() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="T-shirt stock"
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'asc' }] } }}
        hideFooter
      />
    </div>
  );
}
