import * as React from 'react';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridAggregationModel,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-premium';

type Invoice = { id: number; client: string; status: string; hours: number; amount: number };

// --- A fake billing API: 800 seeded invoices. It filters, sorts, pages and aggregates. ---
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(314);
const clients = ['Arbor Legal', 'Beacon Labs', 'Cobalt Retail', 'Dune Energy', 'Echo Media'];
const statuses = ['Draft', 'Sent', 'Paid', 'Overdue'];
const invoices: Invoice[] = Array.from({ length: 800 }, (_, index) => {
  const hours = 2 + Math.floor(next() * 60);
  return { id: 3001 + index, client: clients[Math.floor(next() * 5)], status: statuses[Math.floor(next() * 4)], hours, amount: hours * (90 + Math.floor(next() * 5) * 15) };
});

function aggregate(rows: Invoice[], model: GridAggregationModel = {}) {
  const result: Record<string, number> = {};
  Object.entries(model).forEach(([field, fn]) => {
    const values = rows.map((row) => Number(row[field as keyof Invoice]));
    const sum = values.reduce((total, value) => total + value, 0);
    if (fn === 'sum') result[field] = sum;
    if (fn === 'avg') result[field] = values.length ? sum / values.length : 0;
    if (fn === 'min') result[field] = Math.min(...values);
    if (fn === 'max') result[field] = Math.max(...values);
    if (fn === 'size') result[field] = rows.length;
  });
  return result;
}

function getRows({ filterModel, sortModel, start, end, aggregationModel }: GridGetRowsParams) {
  let rows = invoices.filter((row) =>
    filterModel.items.every(({ field, operator, value }) => {
      if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) return true;
      const cell = row[field as keyof Invoice];
      return operator === 'isAnyOf' ? value.includes(cell) : (cell === value) === (operator === 'is');
    }),
  );
  const { field, sort } = sortModel[0] ?? { field: 'id', sort: 'asc' };
  const key = field as keyof Invoice;
  rows = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort === 'desc' ? -1 : 1));
  const response = {
    rows: rows.slice(Number(start), end + 1),
    rowCount: rows.length,
    aggregateRow: { aggregates: aggregate(rows, aggregationModel) }, // totals over every matching invoice
  };
  return new Promise<typeof response>((resolve) => setTimeout(() => resolve(response), 500));
}
// --- End of the fake API. ---

const dataSource: GridDataSource = {
  getRows,
  getAggregatedValue: (row, field) => row.aggregates?.[field],
};

// The functions the server implements. No `apply`: the server computes them.
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};

// Aggregated cells may receive '' when the server sent nothing: format numbers only.
const money = (value?: number) => (typeof value === 'number' ? `$${Math.round(value).toLocaleString('en-US')}` : '');
// Only the status can be filtered: that is the one filter the fake API implements.
const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 90, filterable: false },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 140, filterable: false },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: statuses, width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110, filterable: false,
    valueFormatter: (value?: number) => (typeof value === 'number' ? value.toFixed(1) : '') },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 130, filterable: false, valueFormatter: money },
];

export default function InvoiceTotalsServer() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        label="Invoices"
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{
          pagination: { paginationModel: { page: 0, pageSize: 10 } },
          aggregation: { model: { amount: 'sum', hours: 'avg' } },
        }}
      />
    </div>
  );
}
