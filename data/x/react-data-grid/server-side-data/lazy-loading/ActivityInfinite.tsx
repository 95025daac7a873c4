import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource, type GridGetRowsResponse } from '@mui/x-data-grid-pro';

type Activity = { id: number; time: string; user: string; action: string; target: string };

// --- A fake audit-log API. It cannot count its events cheaply, so it never sends rowCount
// until the last block, when the total becomes obvious. ---
const users = ['alice', 'bruno', 'chen', 'dara', 'emeka'];
const actions = ['signed in', 'edited', 'commented on', 'shared', 'archived'];
const targets = ['Q3 plan', 'Hiring tracker', 'Brand guide', 'Budget 2025', 'Release notes', 'Roadmap'];
const TOTAL = 730;
const events: Activity[] = Array.from({ length: TOTAL }, (_, index) => {
  const minutes = (TOTAL - index) * 7;
  return {
    id: index + 1,
    time: `Mar ${1 + Math.floor(minutes / 1440)}, ${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    user: users[(index * 3) % users.length],
    action: actions[(index * 7) % actions.length],
    target: targets[(index * 5) % targets.length],
  };
});
// --- End of the fake API. ---

const columns: GridColDef<Activity>[] = [
  { field: 'time', headerName: 'Time', width: 120 },
  { field: 'user', headerName: 'User', width: 110 },
  { field: 'action', headerName: 'Action', width: 130 },
  { field: 'target', headerName: 'Document', flex: 1, minWidth: 140 },
];

export default function ActivityInfinite() {
  const [loaded, setLoaded] = React.useState(0);
  const [done, setDone] = React.useState(false);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ start, end }) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const first = Number(start);
        const rows = events.slice(first, end + 1);
        const response: GridGetRowsResponse = { rows };
        if (first + rows.length >= TOTAL) {
          response.rowCount = TOTAL; // the end is reached: now the total is known
          setDone(true);
        }
        setLoaded((previous) => Math.max(previous, first + rows.length));
        return response;
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {loaded} events loaded{done ? ', end of the log' : ', scroll down for more'}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          label="Audit log"
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          disableColumnFilter
          disableColumnSorting
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 40 } } }}
        />
      </Box>
    </Box>
  );
}
