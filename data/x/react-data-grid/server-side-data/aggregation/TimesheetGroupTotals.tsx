import * as React from 'react';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridAggregationModel,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridValidRowModel,
} from '@mui/x-data-grid-premium';

type Entry = { id: number; project: string; person: string; week: string; hours: number; billable: number };

// --- A fake timesheet API: it groups by project and computes the totals of each group. ---
const projects = ['Atlas redesign', 'Billing v2', 'Customer portal', 'Data migration'];
const people = ['Aiko', 'Bram', 'Carla', 'Dev', 'Eun-ji', 'Femi'];
const entries: Entry[] = Array.from({ length: 240 }, (_, index) => {
  const hours = 4 + ((index * 13) % 33);
  return {
    id: index + 1,
    project: projects[(index * 7) % projects.length],
    person: people[(index * 5) % people.length],
    week: `2025-W${String(1 + (index % 12)).padStart(2, '0')}`,
    hours,
    billable: hours * (index % 3 === 0 ? 0 : 120),
  };
});

function aggregate(rows: Entry[], model: GridAggregationModel = {}) {
  const result: Record<string, number> = {};
  Object.entries(model).forEach(([field, fn]) => {
    const values = rows.map((row) => row[field as keyof Entry]);
    const sum = values.reduce<number>((total, value) => total + Number(value), 0);
    const results: Record<string, number> = {
      sum, avg: sum / Math.max(values.length, 1), size: rows.length, distinct: new Set(values).size,
    };
    result[field] = results[fn] ?? 0;
  });
  return result;
}

function getRows({ groupKeys = [], groupFields = [], aggregationModel }: GridGetRowsParams) {
  const inGroup = entries.filter((entry) => groupKeys.every((key, i) => String(entry[groupFields[i] as keyof Entry]) === key));
  let rows: GridValidRowModel[] = inGroup;
  if (groupKeys.length < groupFields.length) {
    const field = groupFields[groupKeys.length] as keyof Entry;
    const values = [...new Set(inGroup.map((entry) => String(entry[field])))].sort();
    rows = values.map((value) => {
      const members = inGroup.filter((entry) => String(entry[field]) === value);
      // Each group row carries its own totals.
      return { id: `group:${[...groupKeys, value].join('/')}`, groupKey: value, childCount: members.length, aggregates: aggregate(members, aggregationModel) };
    });
  }
  const response = groupKeys.length
    ? { rows }
    : { rows, rowCount: rows.length, aggregateRow: { aggregates: aggregate(entries, aggregationModel) } };
  return new Promise<typeof response>((resolve) => setTimeout(() => resolve(response), 500));
}
// --- End of the fake API. ---

const dataSource: GridDataSource = {
  getRows,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childCount ?? 0,
  getAggregatedValue: (row, field) => row.aggregates?.[field],
};

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  size: {},
  // A function only the server offers: the number of different values.
  distinct: { label: 'distinct', columnTypes: ['string'], hasCellUnit: false },
};

const columns: GridColDef<Entry>[] = [
  { field: 'project', headerName: 'Project', width: 150 },
  { field: 'person', headerName: 'Person', width: 110 },
  { field: 'week', headerName: 'Week', width: 100 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110 },
  { field: 'billable', headerName: 'Billable ($)', type: 'number', width: 140 },
];

export default function TimesheetGroupTotals() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        label="Timesheets"
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        disableColumnFilter
        disableColumnSorting
        initialState={{
          rowGrouping: { model: ['project'] },
          aggregation: { model: { person: 'distinct', hours: 'sum', billable: 'sum' } },
          columns: { columnVisibilityModel: { project: false } },
        }}
        groupingColDef={{ width: 220 }}
      />
    </div>
  );
}
