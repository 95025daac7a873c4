import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

type Parcel = { id: string; recipient: string; city: string; weightKg: number; status: string; lastScan: string };

const parcels: Parcel[] = [
  { id: 'PX-4410', recipient: 'Hélène Marchand', city: 'Nantes', weightKg: 1.2, status: 'Out for delivery', lastScan: 'Nantes depot, 07:42' },
  { id: 'PX-4411', recipient: 'Sanjay Iyer', city: 'Leicester', weightKg: 4.8, status: 'In transit', lastScan: 'Birmingham hub, 05:10' },
  { id: 'PX-4412', recipient: 'Marta Kowalska', city: 'Kraków', weightKg: 0.6, status: 'Delivered', lastScan: 'Front door, 14:03' },
  { id: 'PX-4413', recipient: 'Tobias Brandt', city: 'Bremen', weightKg: 12.5, status: 'Held at customs', lastScan: 'Hamburg customs, 18:27' },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 100 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'status', headerName: 'Status', width: 150 },
];

export default function ParcelRowClick() {
  const [opened, setOpened] = React.useState<Parcel | null>(null);

  // The handler's type gives `params` the row's type (GridRowParams) and `event` a mouse event.
  const handleRowClick: GridEventListener<'rowClick'> = (params) => setOpened(params.row as Parcel);

  // rowClick comes from the mouse only: Enter on a cell opens the same details for keyboard users.
  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    if (event.key === 'Enter' && params.cellMode === 'view') setOpened(params.row as Parcel);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <div style={{ height: 300, flex: 1, minWidth: 0 }}>
        <DataGrid label="Parcels" rows={parcels} columns={columns} onRowClick={handleRowClick} onCellKeyDown={handleCellKeyDown} hideFooter />
      </div>
      <Paper variant="outlined" role="region" aria-label="Parcel details" aria-live="polite" sx={{ p: 2, width: { md: 240 } }}>
        {opened ? (
          <React.Fragment>
            <Typography variant="subtitle2" component="p">
              {opened.id} for {opened.recipient}
            </Typography>
            <Typography variant="body2">Weight: {opened.weightKg} kg</Typography>
            <Typography variant="body2">Status: {opened.status}</Typography>
            <Typography variant="body2" color="text.secondary">
              Last scan: {opened.lastScan}
            </Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Click a parcel, or focus a cell and press Enter, to see its details.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
