import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SyncIcon from '@mui/icons-material/Sync';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Arrival = { id: string; origin: string; scheduled: string; status: string };

// Each poll of the "server" returns the next snapshot; the last one repeats.
const snapshots: Arrival[][] = [
  [
    { id: 'IB3166', origin: 'Madrid', scheduled: '09:40', status: 'Expected 09:35' },
    { id: 'SK1501', origin: 'Copenhagen', scheduled: '09:55', status: 'Expected 10:20' },
    { id: 'TP1336', origin: 'Lisbon', scheduled: '10:05', status: 'On time' },
    { id: 'EI152', origin: 'Dublin', scheduled: '10:30', status: 'On time' },
  ],
  [
    { id: 'IB3166', origin: 'Madrid', scheduled: '09:40', status: 'Landed 09:33' },
    { id: 'SK1501', origin: 'Copenhagen', scheduled: '09:55', status: 'Expected 10:25' },
    { id: 'TP1336', origin: 'Lisbon', scheduled: '10:05', status: 'Expected 10:00' },
    { id: 'EI152', origin: 'Dublin', scheduled: '10:30', status: 'On time' },
  ],
  [
    { id: 'IB3166', origin: 'Madrid', scheduled: '09:40', status: 'At gate B7' },
    { id: 'SK1501', origin: 'Copenhagen', scheduled: '09:55', status: 'Landed 10:22' },
    { id: 'TP1336', origin: 'Lisbon', scheduled: '10:05', status: 'Landed 09:58' },
    { id: 'EI152', origin: 'Dublin', scheduled: '10:30', status: 'Expected 10:40' },
  ],
];

const columns: GridColDef<Arrival>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'origin', headerName: 'From', flex: 1, minWidth: 130 },
  { field: 'scheduled', headerName: 'Scheduled', width: 110 },
  { field: 'status', headerName: 'Status', width: 150 },
];

export default function LinearProgressBoard() {
  const [rows, setRows] = React.useState<Arrival[]>([]);
  const [loading, setLoading] = React.useState(true);
  const poll = React.useRef(0);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  const checkForUpdates = React.useCallback(() => {
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setRows(snapshots[Math.min(poll.current, snapshots.length - 1)]);
      poll.current += 1;
      setLoading(false);
    }, 1200);
  }, []);

  React.useEffect(() => {
    checkForUpdates();
    return () => clearTimeout(timer.current);
  }, [checkForUpdates]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" startIcon={<SyncIcon />} onClick={checkForUpdates} disabled={loading}>
          Check for updates
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {loading ? 'Checking…' : 'Up to date'}
        </Typography>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          label="Arrivals"
          rows={rows}
          columns={columns}
          loading={loading}
          // The bar also replaces the skeleton on the very first load.
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
