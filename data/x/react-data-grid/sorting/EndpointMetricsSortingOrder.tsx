import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Endpoint = { id: string; requests: number; errorRate: number; p95: number; owner: string };

const rows: Endpoint[] = [
  { id: 'GET /v2/projects', requests: 184200, errorRate: 0.2, p95: 120, owner: 'Core' },
  { id: 'POST /v2/invoices', requests: 12650, errorRate: 1.8, p95: 640, owner: 'Billing' },
  { id: 'GET /v2/search', requests: 96310, errorRate: 0.6, p95: 890, owner: 'Discovery' },
  { id: 'PATCH /v2/users/:id', requests: 20480, errorRate: 0.1, p95: 210, owner: 'Identity' },
  { id: 'POST /v2/uploads', requests: 7340, errorRate: 3.4, p95: 1520, owner: 'Storage' },
  { id: 'GET /v2/reports/:id', requests: 41900, errorRate: 0.9, p95: 1130, owner: 'Analytics' },
];

const columns: GridColDef<Endpoint>[] = [
  { field: 'id', headerName: 'Endpoint', flex: 1, minWidth: 180 },
  {
    field: 'requests',
    headerName: 'Requests (24 h)',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
  { field: 'errorRate', headerName: 'Errors (%)', type: 'number', width: 100 },
  { field: 'p95', headerName: 'p95 (ms)', type: 'number', width: 100 },
  { field: 'owner', headerName: 'Team', width: 110 },
];

export default function EndpointMetricsSortingOrder() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        label="API endpoints"
        rows={rows}
        columns={columns}
        // For every column: the first click shows the largest values, and there is no unsorted step.
        sortingOrder={['desc', 'asc']}
        hideFooter
      />
    </div>
  );
}
