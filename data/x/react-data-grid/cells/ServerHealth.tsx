import {
  DataGrid,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

interface Server {
  id: string;
  region: string;
  status: 'online' | 'offline';
  // No readings while a server is offline.
  cpu: number | null;
  memory: number | null;
  latency: number | null;
}

const servers: Server[] = [
  { id: 'api-eu-1', region: 'Frankfurt', status: 'online', cpu: 42, memory: 61, latency: 38 },
  { id: 'api-eu-2', region: 'Frankfurt', status: 'online', cpu: 91, memory: 88, latency: 142 },
  { id: 'api-us-1', region: 'Virginia', status: 'online', cpu: 67, memory: 72, latency: 54 },
  { id: 'api-us-2', region: 'Virginia', status: 'offline', cpu: null, memory: null, latency: null },
  { id: 'api-ap-1', region: 'Singapore', status: 'online', cpu: 78, memory: 93, latency: 97 },
  { id: 'worker-1', region: 'Frankfurt', status: 'online', cpu: 23, memory: 40, latency: 12 },
];

// Column level: the same rule for every cell of a column, based on its value.
const loadClass = (params: GridCellParams<Server, number | null>) => {
  if (params.row.status === 'offline' || params.value == null) return '';
  if (params.value >= 90) return 'load--critical';
  if (params.value >= 75) return 'load--high';
  return '';
};

const columns: GridColDef<Server>[] = [
  { field: 'id', headerName: 'Server', width: 120 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'cpu', headerName: 'CPU %', type: 'number', width: 90, cellClassName: loadClass },
  { field: 'memory', headerName: 'Memory %', type: 'number', width: 110, cellClassName: loadClass },
  {
    field: 'latency',
    headerName: 'p95 latency (ms)',
    type: 'number',
    width: 150,
    cellClassName: (params: GridCellParams<Server, number | null>) =>
      (params.value ?? 0) > 100 ? 'load--critical' : '',
  },
];

// Grid level: one function sees every cell, across columns.
const getCellClassName = (params: GridCellParams<Server>) =>
  params.row.status === 'offline' && params.field !== 'id' ? 'cell--offline' : '';

export default function ServerHealth() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={servers}
        columns={columns}
        getCellClassName={getCellClassName}
        hideFooter
        sx={(theme) => {
          const palette = (theme.vars ?? theme).palette;
          return {
            '& .load--high': { bgcolor: theme.alpha(palette.warning.main, 0.18) },
            '& .load--critical': {
              bgcolor: theme.alpha(palette.error.main, 0.18),
              fontWeight: 700,
            },
            '& .cell--offline': { color: palette.text.secondary, fontStyle: 'italic' },
          };
        }}
      />
    </div>
  );
}
