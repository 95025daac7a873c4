import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Product = { id: number; line: string; product: string; revenue: number; margin: number };

const rows: Product[] = [
  { id: 1, line: 'Coffee', product: 'Espresso beans 1 kg', revenue: 48_000, margin: 0.42 },
  { id: 2, line: 'Coffee', product: 'Filter blend 250 g', revenue: 6_500, margin: 0.18 },
  { id: 3, line: 'Coffee', product: 'Decaf 500 g', revenue: 3_200, margin: 0.3 },
  { id: 4, line: 'Equipment', product: 'Hand grinder', revenue: 21_000, margin: 0.25 },
  { id: 5, line: 'Equipment', product: 'Pour-over kettle', revenue: 12_400, margin: 0.33 },
];

type WeightedValue = { value: number; weight: number };

// Each cell contributes its margin *and* the revenue behind it, read from the row.
const weightedAvg: GridAggregationFunction<WeightedValue, number | null> = {
  label: 'weighted avg',
  columnTypes: ['number'],
  getCellValue: ({ row }) => ({ value: row.margin, weight: row.revenue }),
  apply: ({ values }) => {
    let total = 0;
    let weights = 0;
    values.forEach((item) => {
      if (item) {
        total += item.value * item.weight;
        weights += item.weight;
      }
    });
    return weights === 0 ? null : total / weights;
  },
};

const percent = (value?: number | null) => (value == null ? '' : `${(value * 100).toFixed(1)} %`);

const columns: GridColDef<Product>[] = [
  { field: 'line', headerName: 'Product line', width: 130 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
  { field: 'margin', headerName: 'Margin', type: 'number', width: 170, valueFormatter: percent },
];

export default function WeightedMargin() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, weightedAvg }}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['line'] },
          aggregation: { model: { revenue: 'sum', margin: 'weightedAvg' } },
          columns: { columnVisibilityModel: { line: false } },
        }}
      />
    </div>
  );
}
