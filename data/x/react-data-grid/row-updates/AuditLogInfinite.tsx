import * as React from 'react';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface AuditEvent {
  id: number;
  actor: string;
  action: string;
  resource: string;
}

const actors = ['a.okafor', 'l.moreau', 'h.sato', 'd.ruiz', 'f.lindqvist'];
const actions = ['login', 'update', 'delete', 'export', 'invite'];
const resources = ['billing', 'project/atlas', 'user/2231', 'report/q3', 'api-key/ci'];
const TOTAL = 200;
const PAGE = 40;

function makeEvents(start: number, count: number): AuditEvent[] {
  return Array.from({ length: count }, (_, index) => {
    const id = start + index;
    return {
      id: id + 1,
      actor: actors[(id * 7) % actors.length],
      action: actions[(id * 3) % actions.length],
      resource: resources[(id * 11) % resources.length],
    };
  });
}

// A stand-in for a paged API call.
function fetchEvents(start: number): Promise<AuditEvent[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(makeEvents(start, Math.min(PAGE, TOTAL - start))), 800);
  });
}

const columns: GridColDef<AuditEvent>[] = [
  { field: 'id', headerName: 'Event', type: 'number', width: 90 },
  { field: 'actor', headerName: 'Actor', width: 130 },
  { field: 'action', headerName: 'Action', width: 110 },
  { field: 'resource', headerName: 'Resource', flex: 1, minWidth: 150 },
];

export default function AuditLogInfinite() {
  const [rows, setRows] = React.useState<AuditEvent[]>(() => makeEvents(0, PAGE));
  const [loading, setLoading] = React.useState(false);

  const handleRowsScrollEnd = async () => {
    if (loading || rows.length >= TOTAL) {
      return;
    }
    setLoading(true);
    const nextEvents = await fetchEvents(rows.length);
    setRows((prev) => [...prev, ...nextEvents]);
    setLoading(false);
  };

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        label="Audit log"
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleRowsScrollEnd}
        scrollEndThreshold={120}
        hideFooterPagination
      />
    </div>
  );
}
