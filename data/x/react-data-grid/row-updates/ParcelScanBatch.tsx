import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef, type GridRowModelUpdate } from '@mui/x-data-grid-pro';

type Parcel = { id: string; recipient: string; status: string; hub: string };

const parcels: Parcel[] = [
  { id: 'PX-1001', recipient: 'R. Alvarez', status: 'Sorted', hub: 'Rotterdam' },
  { id: 'PX-1002', recipient: 'K. Nowak', status: 'Sorted', hub: 'Rotterdam' },
  { id: 'PX-1003', recipient: 'S. Bianchi', status: 'In transit', hub: 'Cologne' },
  { id: 'PX-1004', recipient: 'M. Haddad', status: 'In transit', hub: 'Cologne' },
  { id: 'PX-1005', recipient: 'J. Okoro', status: 'Out for delivery', hub: 'Lyon' },
];

// Each scan from the depot arrives as one batch: changes, a new parcel and a cancellation.
const scanBatches: GridRowModelUpdate[][] = [
  [
    { id: 'PX-1001', status: 'In transit', hub: 'Cologne' },
    { id: 'PX-1002', status: 'In transit', hub: 'Cologne' },
    { id: 'PX-1006', recipient: 'T. Virtanen', status: 'Sorted', hub: 'Rotterdam' },
    { id: 'PX-1004', _action: 'delete' },
  ],
  [
    { id: 'PX-1003', status: 'Out for delivery', hub: 'Lyon' },
    { id: 'PX-1005', status: 'Delivered' },
    { id: 'PX-1007', recipient: 'A. Duarte', status: 'Sorted', hub: 'Rotterdam' },
  ],
  [
    { id: 'PX-1001', status: 'Out for delivery', hub: 'Lyon' },
    { id: 'PX-1003', status: 'Delivered' },
    { id: 'PX-1006', _action: 'delete' },
  ],
];

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 100 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 130 },
  { field: 'status', headerName: 'Status', width: 150 },
  { field: 'hub', headerName: 'Hub', width: 110 },
];

export default function ParcelScanBatch() {
  const apiRef = useGridApiRef();
  const [applied, setApplied] = React.useState(0);

  const applyNext = () => {
    // Pro and Premium: several updates in one call, processed in a single pass.
    apiRef.current?.updateRows(scanBatches[applied]);
    setApplied((count) => count + 1);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={applyNext} disabled={applied >= scanBatches.length}>
          Apply next scan batch
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {applied} of {scanBatches.length} batches applied
        </Typography>
      </Stack>
      <div style={{ height: 330, width: '100%' }}>
        <DataGridPro label="Parcels" apiRef={apiRef} rows={parcels} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
