import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

const invoices = [
  { id: 'INV-2291', client: 'Harbor Books', amount: 86.5, due: 'Mar 14' },
  { id: 'INV-2292', client: 'Lumen Lighting', amount: 1240, due: 'Mar 20' },
  { id: 'INV-2293', client: 'Fjord Outdoor', amount: 349, due: 'Mar 21' },
  { id: 'INV-2294', client: 'Atlas Print', amount: 212.4, due: 'Apr 2' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  { field: 'due', headerName: 'Due', width: 90 },
];

function SyncingOverlay() {
  return (
    <GridOverlay>
      {/* A card keeps the message readable over the dimmed rows. */}
      <Paper elevation={3} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
        <CircularProgress size={24} aria-label="Syncing" />
        <Typography variant="body2">Syncing invoices with your accounting software…</Typography>
      </Paper>
    </GridOverlay>
  );
}

export default function CustomLoadingOverlay() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Syncing"
      />
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          label="Invoices"
          rows={invoices}
          columns={columns}
          loading={loading}
          slots={{ loadingOverlay: SyncingOverlay }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
