import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Trade = { id: number; ticker: string; time: string; price: number };

const rows: Trade[] = [
  { id: 1, ticker: 'NRDX', time: '15:55', price: 41.8 },
  { id: 2, ticker: 'NRDX', time: '09:30', price: 40.12 },
  { id: 3, ticker: 'NRDX', time: '12:10', price: 42.05 },
  { id: 4, ticker: 'VLTA', time: '11:45', price: 17.3 },
  { id: 5, ticker: 'VLTA', time: '09:30', price: 18.02 },
  { id: 6, ticker: 'VLTA', time: '15:58', price: 16.94 },
];

// With applySorting, `values` follow the grid's sort order (by time here), not the order of `rows`.
const first: GridAggregationFunction<number, number | null> = {
  label: 'open',
  columnTypes: ['number'],
  applySorting: true,
  apply: ({ values }) => values.find((value) => value != null) ?? null,
};
const last: GridAggregationFunction<number, number | null> = {
  label: 'close',
  columnTypes: ['number'],
  applySorting: true,
  apply: ({ values }) => [...values].reverse().find((value) => value != null) ?? null,
};

const columns: GridColDef<Trade>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 100 },
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 150 },
];

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, first, last };

export default function StockOpenClose() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        label="Intraday trades"
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        defaultGroupingExpansionDepth={-1}
        getAggregationPosition={(node) => (node.depth === -1 ? null : 'inline')}
        initialState={{
          rowGrouping: { model: ['ticker'] },
          sorting: { sortModel: [{ field: 'time', sort: 'asc' }] },
          aggregation: { model: { price: 'last' } },
          columns: { columnVisibilityModel: { ticker: false } },
        }}
      />
    </div>
  );
}
