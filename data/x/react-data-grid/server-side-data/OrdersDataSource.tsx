import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridFilterItem,
  type GridGetRowsParams,
} from '@mui/x-data-grid';

type Order = { id: number; customer: string; country: string; status: string; items: number; total: number };

// --- A fake server: 500 seeded orders, answered after 500 ms. ---
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(7);
const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)];
const customers = ['Alder Cafe', 'Blue Harbor', 'Copperleaf', 'Driftwood Co.', 'Elm Street Books', 'Fjord Outfitters'];
const countries = ['Canada', 'France', 'Germany', 'Japan', 'Norway', 'Spain'];
const statuses = ['Pending', 'Paid', 'Shipped', 'Refunded'];
const database: Order[] = Array.from({ length: 500 }, (_, index) => ({
  id: 20001 + index,
  customer: pick(customers),
  country: pick(countries),
  status: pick(statuses),
  items: 1 + Math.floor(next() * 12),
  total: Math.round(next() * 90000) / 100 + 15,
}));

// Translates one filter item into a test, as your API would translate it into a query clause.
function matches(row: Order, { field, operator, value }: GridFilterItem) {
  const cell = row[field as keyof Order];
  if (operator === 'isEmpty') return cell === '';
  if (value === undefined || value === '' || value === null || operator === 'isNotEmpty') return true;
  if (Array.isArray(value)) return value.length === 0 || value.map(String).includes(String(cell));
  if (typeof cell === 'number') {
    const target = Number(value);
    const results: Record<string, boolean> = {
      '=': cell === target, '!=': cell !== target, '>': cell > target,
      '>=': cell >= target, '<': cell < target, '<=': cell <= target,
    };
    return results[operator] ?? true;
  }
  const text = cell.toLowerCase();
  const search = String(value).toLowerCase();
  const results: Record<string, boolean> = {
    contains: text.includes(search), doesNotContain: !text.includes(search),
    equals: text === search, doesNotEqual: text !== search, is: text === search, not: text !== search,
    startsWith: text.startsWith(search), endsWith: text.endsWith(search),
  };
  return results[operator] ?? true;
}

function getOrders(params: GridGetRowsParams): Promise<{ rows: Order[]; rowCount: number }> {
  const { filterModel, sortModel, start, end } = params;
  const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  let result = database.filter(
    (row) =>
      filterModel.items.every((item) => matches(row, item)) &&
      words.every((word) => `${row.customer} ${row.country} ${row.status}`.toLowerCase().includes(word)),
  );
  for (const { field, sort } of [...sortModel].reverse()) {
    const key = field as keyof Order;
    result = [...result].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort === 'desc' ? -1 : 1));
  }
  const first = typeof start === 'number' ? start : 0;
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows: result.slice(first, end + 1), rowCount: result.length }), 500);
  });
}
// --- End of the fake server. ---

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', type: 'singleSelect', valueOptions: countries, width: 120 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: statuses, width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
];

export default function OrdersDataSource() {
  // A stable object: a new data source on every render would refetch every time.
  const dataSource: GridDataSource = React.useMemo(() => ({ getRows: getOrders }), []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        label="Orders"
        columns={columns}
        dataSource={dataSource}
        showToolbar
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
      />
    </div>
  );
}
