import { DataGrid, gridNumberComparator, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

type Shirt = { id: string; model: string; size: string; colour: string; nextDelivery: number | null };

const sizeOrder = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

// Sorts sizes by their position in the list, not alphabetically.
const sizeComparator: GridComparatorFn<string> = (a, b) => sizeOrder.indexOf(a) - sizeOrder.indexOf(b);

// Numbers with "no delivery planned" (null) kept at the bottom in both directions.
const nullsLast = (direction: 'asc' | 'desc' | null | undefined): GridComparatorFn<number | null> => (a, b, p1, p2) => {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  const result = gridNumberComparator(a, b, p1, p2);
  return direction === 'desc' ? -result : result;
};

const rows: Shirt[] = [
  { id: 'TS-01', model: 'Organic crew neck', size: 'M', colour: 'Sand', nextDelivery: 4 },
  { id: 'TS-02', model: 'Organic crew neck', size: 'XL', colour: 'Navy', nextDelivery: null },
  { id: 'TS-03', model: 'Relaxed V-neck', size: 'S', colour: 'White', nextDelivery: 12 },
  { id: 'TS-04', model: 'Relaxed V-neck', size: 'XXL', colour: 'Black', nextDelivery: 2 },
  { id: 'TS-05', model: 'Heavyweight pocket tee', size: 'XS', colour: 'Olive', nextDelivery: null },
  { id: 'TS-06', model: 'Heavyweight pocket tee', size: 'L', colour: 'Grey', nextDelivery: 7 },
];

const columns: GridColDef<Shirt>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 180 },
  { field: 'size', headerName: 'Size', width: 90, sortComparator: sizeComparator },
  { field: 'colour', headerName: 'Colour', width: 100 },
  {
    field: 'nextDelivery',
    headerName: 'Next delivery (days)',
    type: 'number',
    width: 170,
    valueFormatter: (value: number | null) => (value == null ? 'None planned' : value),
    getSortComparator: nullsLast,
  },
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
