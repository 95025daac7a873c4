import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridAggregationModel,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-premium';

type Reading = { id: number; station: string; hour: string; rainMm: number; windKmh: number };

// --- A fake weather API: 4,000 hourly readings, generated from their index. ---
const stations = ['Bergen', 'Cork', 'Brest', 'Galway', 'Stavanger'];
const readings: Reading[] = Array.from({ length: 4000 }, (_, index) => ({
  id: index + 1,
  station: stations[index % stations.length],
  hour: `2025-01-${String(1 + Math.floor(index / 130)).padStart(2, '0')} ${String(index % 24).padStart(2, '0')}:00`,
  rainMm: ((index * 37) % 90) / 10,
  windKmh: 5 + ((index * 53) % 85),
}));

function totals(model: GridAggregationModel = {}) {
  const result: Record<string, number> = {};
  Object.entries(model).forEach(([field, fn]) => {
    const values = readings.map((reading) => Number(reading[field as keyof Reading]));
    if (fn === 'sum') result[field] = values.reduce((a, b) => a + b, 0);
    if (fn === 'avg') result[field] = values.reduce((a, b) => a + b, 0) / values.length;
    if (fn === 'max') result[field] = Math.max(...values);
  });
  return result;
}

function getRows({ start, end, aggregationModel }: GridGetRowsParams) {
  // Every block carries the totals over all readings, so the footer is right from the first block.
  const response = {
    rows: readings.slice(Number(start), end + 1),
    rowCount: readings.length,
    aggregateRow: { aggregates: totals(aggregationModel) },
  };
  return new Promise<typeof response>((resolve) => {
    setTimeout(() => resolve(response), 400);
  });
}
// --- End of the fake API. ---

const dataSource: GridDataSource = {
  getRows,
  getAggregatedValue: (row, field) => row.aggregates?.[field],
};

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
};

const oneDecimal = (value?: number) => (typeof value === 'number' ? value.toFixed(1) : '');

const columns: GridColDef<Reading>[] = [
  { field: 'hour', headerName: 'Hour (UTC)', width: 150 },
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 110 },
  { field: 'rainMm', headerName: 'Rain (mm)', type: 'number', width: 130, valueFormatter: oneDecimal },
  { field: 'windKmh', headerName: 'Wind (km/h)', type: 'number', width: 130, valueFormatter: oneDecimal },
];

export default function SensorLogLazyTotals() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        label="Hourly weather readings"
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        lazyLoading
        disableColumnFilter
        disableColumnSorting
        initialState={{
          pagination: { paginationModel: { page: 0, pageSize: 50 } },
          aggregation: { model: { rainMm: 'sum', windKmh: 'max' } },
        }}
      />
    </div>
  );
}
