import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridAggregationModel,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridValidRowModel,
} from '@mui/x-data-grid-premium';

type Task = { id: string; parent: string; name: string; days?: number; cost?: number };

// --- A fake project API: a house renovation, rooms > work packages > tasks. Only tasks have figures. ---
const nodes: Task[] = [
  { id: 'kitchen', parent: '', name: 'Kitchen' },
  { id: 'kitchen/strip', parent: 'kitchen', name: 'Strip-out' },
  { id: 'kitchen/strip/units', parent: 'kitchen/strip', name: 'Remove old units', days: 2, cost: 600 },
  { id: 'kitchen/strip/tiles', parent: 'kitchen/strip', name: 'Remove wall tiles', days: 1, cost: 350 },
  { id: 'kitchen/fit', parent: 'kitchen', name: 'Fit-out' },
  { id: 'kitchen/fit/plumb', parent: 'kitchen/fit', name: 'First-fix plumbing', days: 2, cost: 1400 },
  { id: 'kitchen/fit/units', parent: 'kitchen/fit', name: 'Install units', days: 4, cost: 6200 },
  { id: 'kitchen/fit/worktop', parent: 'kitchen/fit', name: 'Oak worktop', days: 1, cost: 1850 },
  { id: 'bath', parent: '', name: 'Bathroom' },
  { id: 'bath/tile', parent: 'bath', name: 'Tiling', days: 3, cost: 2100 },
  { id: 'bath/suite', parent: 'bath', name: 'New suite', days: 2, cost: 3300 },
  { id: 'garden', parent: '', name: 'Garden' },
  { id: 'garden/patio', parent: 'garden', name: 'Patio', days: 5, cost: 4800 },
];

const childrenOf = (id: string) => nodes.filter((node) => node.parent === id);
const leavesUnder = (id: string): Task[] =>
  childrenOf(id).flatMap((child) => (childrenOf(child.id).length ? leavesUnder(child.id) : [child]));

function aggregates(leaves: Task[], model: GridAggregationModel = {}) {
  const result: Record<string, number> = {};
  Object.entries(model).forEach(([field, fn]) => {
    const values = leaves.map((leaf) => Number(leaf[field as 'days' | 'cost'] ?? 0));
    if (fn === 'sum') result[field] = values.reduce((a, b) => a + b, 0);
    if (fn === 'max') result[field] = Math.max(...values);
    if (fn === 'size') result[field] = values.length;
  });
  return result;
}

function getRows({ groupKeys = [], aggregationModel }: GridGetRowsParams) {
  const parent = groupKeys.join('/');
  // Parents get their figures from the tasks below them, computed by the "server".
  const rows: GridValidRowModel[] = childrenOf(parent).map((node) => {
    const count = childrenOf(node.id).length;
    return count ? { ...node, childCount: count, aggregates: aggregates(leavesUnder(node.id), aggregationModel) } : { ...node, childCount: 0 };
  });
  const response = parent
    ? { rows }
    : { rows, rowCount: rows.length, aggregateRow: { aggregates: aggregates(leavesUnder(''), aggregationModel) } };
  return new Promise<typeof response>((resolve) => {
    setTimeout(() => resolve(response), 400);
  });
}
// --- End of the fake API. ---

const dataSource: GridDataSource = {
  getRows,
  getGroupKey: (row) => row.id.split('/').pop(),
  getChildrenCount: (row) => row.childCount,
  getAggregatedValue: (row, field) => row.aggregates?.[field],
};

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};

const columns: GridColDef<Task>[] = [
  { field: 'days', headerName: 'Days', type: 'number', width: 110 },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (typeof value === 'number' ? `£${value.toLocaleString('en-GB')}` : ''),
  },
];

export default function RenovationTreeTotals() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        label="Renovation plan"
        columns={columns}
        dataSource={dataSource}
        treeData
        aggregationFunctions={aggregationFunctions}
        groupingColDef={{
          headerName: 'Room / task',
          width: 240,
          valueFormatter: (_value: string, row: Task) => row?.name,
        }}
        defaultGroupingExpansionDepth={1}
        disableColumnFilter
        disableColumnSorting
        initialState={{ aggregation: { model: { days: 'sum', cost: 'sum' } } }}
      />
    </div>
  );
}
