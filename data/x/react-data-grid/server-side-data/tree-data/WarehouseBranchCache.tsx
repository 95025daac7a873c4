import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridValidRowModel,
} from '@mui/x-data-grid-pro';

// A cache that knows the branch of each entry, so one branch can be dropped on its own.
class BranchCache implements GridDataSourceCache {
  private entries = new Map<string, { branch: string; value: GridGetRowsResponse }>();

  private static branchOf(params: GridGetRowsParams) {
    return (params.groupKeys ?? []).join('/');
  }

  private static keyOf(params: GridGetRowsParams) {
    return JSON.stringify([params.groupKeys, params.sortModel, params.filterModel, params.start, params.end]);
  }

  get(params: GridGetRowsParams) {
    return this.entries.get(BranchCache.keyOf(params))?.value;
  }

  set(params: GridGetRowsParams, value: GridGetRowsResponse) {
    this.entries.set(BranchCache.keyOf(params), { branch: BranchCache.branchOf(params), value });
  }

  clear() {
    this.entries.clear();
  }

  clearBranch(branch: string) {
    this.entries.forEach((entry, key) => {
      if (entry.branch === branch) {
        this.entries.delete(key);
      }
    });
  }
}

type Slot = { id: string; name: string; kind: 'Zone' | 'Aisle' | 'Bin'; units: number };

const layout: Record<string, string[]> = {
  '': ['Zone A', 'Zone B'],
  'Zone A': ['Aisle A1', 'Aisle A2'],
  'Zone B': ['Aisle B1'],
  'Zone A/Aisle A1': ['Bin 01', 'Bin 02', 'Bin 03'],
  'Zone A/Aisle A2': ['Bin 01', 'Bin 02'],
  'Zone B/Aisle B1': ['Bin 01', 'Bin 02', 'Bin 03', 'Bin 04'],
};

const kinds: Slot['kind'][] = ['Zone', 'Aisle', 'Bin'];

const columns: GridColDef<Slot>[] = [
  { field: 'kind', headerName: 'Level', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
];

export default function WarehouseBranchCache() {
  const apiRef = useGridApiRef();
  const cache = React.useMemo(() => new BranchCache(), []);
  const restocks = React.useRef(0);
  const [requests, setRequests] = React.useState(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: ({ groupKeys = [] }) => {
        setRequests((count) => count + 1);
        const parent = groupKeys.join('/');
        const rows: Slot[] = (layout[parent] ?? []).map((name, index) => {
          const id = parent ? `${parent}/${name}` : name;
          // Bins of aisle A1 gain 25 units with every restock on the "server".
          const extra = parent === 'Zone A/Aisle A1' ? restocks.current * 25 : 0;
          return { id, name, kind: kinds[groupKeys.length], units: 40 + index * 15 + extra };
        });
        const response = parent ? { rows } : { rows, rowCount: rows.length };
        return new Promise((resolve) => {
          setTimeout(() => resolve(response), 400);
        });
      },
      getGroupKey: (row: GridValidRowModel) => row.name,
      getChildrenCount: (row: GridValidRowModel) => (layout[row.id] ?? []).length,
    }),
    [],
  );

  const restockA1 = () => {
    restocks.current += 1;
    // Drop only aisle A1's children from the cache, then load them again.
    cache.clearBranch('Zone A/Aisle A1');
    apiRef.current?.dataSource.fetchRows('Zone A/Aisle A1');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={restockA1}>
          Restock aisle A1
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          Requests sent: {requests}
        </Typography>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          label="Warehouse locations"
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          treeData
          groupingColDef={{ headerName: 'Location', flex: 1, minWidth: 200 }}
          defaultGroupingExpansionDepth={1}
          disableColumnFilter
          hideFooter
        />
      </div>
    </Stack>
  );
}
