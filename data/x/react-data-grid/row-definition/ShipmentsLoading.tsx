import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, type GridColDef, type GridLoadingOverlayVariant } from '@mui/x-data-grid';

const shipments = [
  { id: 'SHP-1041', carrier: 'DHL', destination: 'Rotterdam', parcels: 12, status: 'In transit' },
  { id: 'SHP-1042', carrier: 'UPS', destination: 'Madrid', parcels: 3, status: 'Delivered' },
  { id: 'SHP-1043', carrier: 'FedEx', destination: 'Vienna', parcels: 8, status: 'Customs' },
  { id: 'SHP-1044', carrier: 'DHL', destination: 'Oslo', parcels: 1, status: 'In transit' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const variants: GridLoadingOverlayVariant[] = ['skeleton', 'linear-progress', 'circular-progress'];

export default function ShipmentsLoading() {
  const [loading, setLoading] = React.useState(true);
  const [hasRows, setHasRows] = React.useState(false);
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="Loading"
        />
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />}
          label="Rows already loaded"
        />
        <TextField
          select
          size="small"
          label="Overlay variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as GridLoadingOverlayVariant)}
          sx={{ minWidth: 200 }}
        >
          {variants.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={hasRows ? shipments : []}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant, noRowsVariant: variant } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
