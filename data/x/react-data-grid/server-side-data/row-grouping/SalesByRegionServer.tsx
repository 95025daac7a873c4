import * as React from 'react';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridValidRowModel,
} from '@mui/x-data-grid-premium';

type Sale = { id: number; region: string; country: string; category: string; rep: string; amount: number };

// --- A fake sales API over 1,200 seeded orders. It builds the groups itself. ---
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(99);
const countries: Record<string, string[]> = {
  Americas: ['Brazil', 'Canada', 'Mexico'],
  APAC: ['Australia', 'India', 'Japan'],
  EMEA: ['France', 'Kenya', 'Poland'],
};
const regions = Object.keys(countries);
const categories = ['Hardware', 'Licenses', 'Services', 'Training'];
const reps = ['A. Okafor', 'B. Lindqvist', 'C. Moreau', 'D. Tanaka', 'E. Silva'];
const sales: Sale[] = Array.from({ length: 1200 }, (_, index) => {
  const region = regions[Math.floor(next() * regions.length)];
  return {
    id: index + 1,
    region,
    country: countries[region][Math.floor(next() * 3)],
    category: categories[Math.floor(next() * categories.length)],
    rep: reps[Math.floor(next() * reps.length)],
    amount: Math.round(next() * 4800) + 200,
  };
});

function getRows({ groupKeys = [], groupFields = [], sortModel }: GridGetRowsParams) {
  // 1. The rows under the requested group: match each key with its grouping field.
  const inGroup = sales.filter((sale) =>
    groupKeys.every((key, depth) => String(sale[groupFields[depth] as keyof Sale]) === key),
  );
  const sorted = [...inGroup].sort((a, b) => {
    for (const { field, sort } of sortModel) {
      const key = field as keyof Sale;
      if (a[key] !== b[key]) return (a[key] < b[key] ? -1 : 1) * (sort === 'desc' ? -1 : 1);
    }
    return a.id - b.id;
  });
  let rows: GridValidRowModel[] = sorted;
  // 2. Above the last grouping level, answer with one row per distinct value instead.
  if (groupKeys.length < groupFields.length) {
    const field = groupFields[groupKeys.length] as keyof Sale;
    const counts = new Map<string, number>();
    sorted.forEach((sale) => counts.set(String(sale[field]), (counts.get(String(sale[field])) ?? 0) + 1));
    const direction = sortModel.find((item) => item.field === field)?.sort === 'desc' ? -1 : 1;
    rows = [...counts].sort(([a], [b]) => a.localeCompare(b) * direction).map(([value, count]) => ({
      id: `group:${[...groupKeys, value].join('/')}`, // unique across the whole grid
      [field]: value,
      groupKey: value,
      childCount: count,
    }));
  }
  const response = groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
  return new Promise<typeof response>((resolve) => setTimeout(() => resolve(response), 500));
}
// --- End of the fake API. ---

const dataSource: GridDataSource = {
  getRows,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childCount ?? 0,
};

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'rep', headerName: 'Sales rep', width: 130 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120, groupable: false },
];

export default function SalesByRegionServer() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        label="Sales"
        columns={columns}
        dataSource={dataSource}
        disableColumnFilter
        initialState={{
          rowGrouping: { model: ['region', 'category'] },
          columns: { columnVisibilityModel: { region: false, category: false } },
        }}
        groupingColDef={{ width: 220 }}
      />
    </div>
  );
}
