import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Activity = { id: number; user: string; action: string; target: string };

const users = ['amara', 'gustav', 'isabela', 'hiroshi', 'keira', 'jonas'];
const actions = ['commented on', 'closed', 'opened', 'approved', 'merged', 'assigned'];
const TOTAL = 200;

function activity(index: number): Activity {
  return {
    id: index + 1,
    user: users[(index * 5) % users.length],
    action: actions[(index * 7) % actions.length],
    target: `#${4200 - index}`,
  };
}

// A fake server: returns the next page of the log after a short delay.
function fetchActivities(start: number, count: number) {
  return new Promise<Activity[]>((resolve) => {
    setTimeout(() => {
      const end = Math.min(start + count, TOTAL);
      resolve(Array.from({ length: end - start }, (_, offset) => activity(start + offset)));
    }, 600);
  });
}

const columns: GridColDef<Activity>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'user', headerName: 'User', width: 120 },
  { field: 'action', headerName: 'Action', width: 140 },
  { field: 'target', headerName: 'Issue', flex: 1, minWidth: 100 },
];

const firstPage = Array.from({ length: 25 }, (_, index) => activity(index));

export default function InfiniteActivity() {
  const [rows, setRows] = React.useState<Activity[]>(firstPage);
  const [loading, setLoading] = React.useState(false);

  const loadMore = React.useCallback(async () => {
    if (loading || rows.length >= TOTAL) {
      return;
    }
    setLoading(true);
    const next = await fetchActivities(rows.length, 25);
    setRows((current) => [...current, ...next]);
    setLoading(false);
  }, [loading, rows.length]);

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        label="Activity log"
        rows={rows}
        columns={columns}
        density="compact"
        loading={loading}
        onRowsScrollEnd={loadMore}
        scrollEndThreshold={150}
      />
    </Box>
  );
}
