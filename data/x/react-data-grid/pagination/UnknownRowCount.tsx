import * as React from 'react';
import { DataGrid, type GridColDef, type GridPaginationMeta, type GridPaginationModel } from '@mui/x-data-grid';

type LogEntry = { id: number; level: 'info' | 'warn' | 'error'; service: string; message: string };

const services = ['auth', 'billing', 'search', 'mailer'];
const messages = ['Request completed', 'Cache miss', 'Retrying upstream call', 'Token refreshed', 'Slow query detected'];

const logStore: LogEntry[] = Array.from({ length: 43 }, (_, index) => ({
  id: 90000 + index,
  level: index % 11 === 0 ? 'error' : index % 4 === 0 ? 'warn' : 'info',
  service: services[(index * 3) % services.length],
  message: messages[(index * 7) % messages.length],
}));

// A cursor-style API: it does not know the total, only whether more rows exist.
function fetchLogs({ page, pageSize }: GridPaginationModel) {
  return new Promise<{ rows: LogEntry[]; hasNextPage: boolean }>((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      resolve({ rows: logStore.slice(start, start + pageSize), hasNextPage: start + pageSize < logStore.length });
    }, 400);
  });
}

const columns: GridColDef<LogEntry>[] = [
  { field: 'id', headerName: 'Event', width: 90 },
  { field: 'level', headerName: 'Level', width: 80 },
  { field: 'service', headerName: 'Service', width: 100 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 200 },
];

export default function UnknownRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<LogEntry[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchLogs(paginationModel).then((result) => {
      if (!active) return;
      setRows(result.rows);
      setPaginationMeta({ hasNextPage: result.hasNextPage });
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        label="Service logs"
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={-1}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 20]}
        loading={loading}
      />
    </div>
  );
}
