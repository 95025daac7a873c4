import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Book = { id: number; genre: string; title: string; price: number };

const rows: Book[] = [
  { id: 1, genre: 'Crime', title: 'The Lantern Case', price: 9.99 },
  { id: 2, genre: 'Crime', title: 'Cold Harbour', price: 14.5 },
  { id: 3, genre: 'Crime', title: 'Seven Keys', price: 11.25 },
  { id: 4, genre: 'Travel', title: 'Walking the Andes', price: 24 },
  { id: 5, genre: 'Travel', title: 'Islands of Salt', price: 18.75 },
];

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

type Range = { low: number; high: number };

// The result is an object: the column's formatter, written for one number, cannot display it.
const priceRange: GridAggregationFunction<number, Range | null> = {
  label: 'range',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const prices = values.filter((value): value is number => typeof value === 'number');
    return prices.length === 0 ? null : { low: Math.min(...prices), high: Math.max(...prices) };
  },
  valueFormatter: (value?: Range | null) =>
    value ? `${euro.format(value.low)} – ${euro.format(value.high)}` : '',
};

const columns: GridColDef<Book>[] = [
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'title', headerName: 'Title', width: 180 },
  { field: 'price', headerName: 'Price', type: 'number', width: 190,
    valueFormatter: (value?: number) => (value == null ? '' : euro.format(value)) },
];

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, priceRange };

export default function BookshopPriceRange() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        label="Books by genre"
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['genre'] },
          aggregation: { model: { price: 'priceRange' } },
          columns: { columnVisibilityModel: { genre: false } },
        }}
      />
    </div>
  );
}
