import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

type Incident = { id: string; service: string; severity: string; summary: string; owner: string; opened: string; status: string };

const summaries: Record<string, [string, string]> = {
  'INC-301': ['Checkout latency above 2 s.', 'Checkout latency above 2 s for card payments in the EU region. Traced to a slow fraud-check call; a timeout and a fallback rule were added, and the provider has been asked for a root cause.'],
  'INC-302': ['Nightly export failed.', 'Nightly export to the data warehouse failed twice because a column was renamed upstream. The mapping was fixed and the missed days were backfilled.'],
  'INC-303': ['Login emails delayed.', 'Login emails reached some inboxes up to 20 minutes late. The mail provider throttled our sending domain after a marketing campaign; transactional mail now goes through a separate domain.'],
};

const baseRows: Omit<Incident, 'summary'>[] = [
  { id: 'INC-301', service: 'Payments', severity: 'High', owner: 'R. Okoye', opened: '2025-04-02 09:14', status: 'Monitoring' },
  { id: 'INC-302', service: 'Data platform', severity: 'Medium', owner: 'L. Brandt', opened: '2025-04-03 02:40', status: 'Resolved' },
  { id: 'INC-303', service: 'Identity', severity: 'Medium', owner: 'S. Ferreira', opened: '2025-04-05 17:22', status: 'Resolved' },
];

const columns: GridColDef<Incident>[] = [
  { field: 'id', headerName: 'Incident', width: 100 },
  { field: 'summary', headerName: 'Summary', width: 260 },
  { field: 'service', headerName: 'Service', width: 130 },
  { field: 'severity', headerName: 'Severity', width: 100 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'opened', headerName: 'Opened', width: 150 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function IncidentLogAutoHeight() {
  const apiRef = useGridApiRef();
  const [detailed, setDetailed] = React.useState(false);

  const rows = React.useMemo<Incident[]>(
    () => baseRows.map((row) => ({ ...row, summary: summaries[row.id][detailed ? 1 : 0] })),
    [detailed],
  );

  // The summaries changed length: drop the cached row heights so every row,
  // pinned sections included, is measured again.
  React.useEffect(() => {
    apiRef.current?.resetRowHeights();
  }, [apiRef, detailed]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setDetailed((value) => !value)}>
        {detailed ? 'Show short summaries' : 'Show full summaries'}
      </Button>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          label="Incident log"
          rows={rows}
          columns={columns}
          hideFooter
          getRowHeight={() => 'auto'}
          initialState={{ pinnedColumns: { left: ['id', 'summary'], right: ['status'] } }}
          sx={{ '& .MuiDataGrid-cell': { py: 1, alignItems: 'flex-start' } }}
        />
      </div>
    </Stack>
  );
}
