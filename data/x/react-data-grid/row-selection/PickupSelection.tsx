import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import {
  DataGrid,
  createRowSelectionManager,
  type GridColDef,
  type GridRowParams,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Parcel {
  id: string;
  recipient: string;
  city: string;
  status: 'Packed' | 'Awaiting stock' | 'On hold';
}

const parcels: Parcel[] = [
  { id: 'PCL-3301', recipient: 'Amira Haddad', city: 'Lyon', status: 'Packed' },
  { id: 'PCL-3302', recipient: 'Jonas Berg', city: 'Oslo', status: 'Awaiting stock' },
  { id: 'PCL-3303', recipient: 'Lucía Ortega', city: 'Madrid', status: 'Packed' },
  { id: 'PCL-3304', recipient: 'Kenji Watanabe', city: 'Osaka', status: 'On hold' },
  { id: 'PCL-3305', recipient: 'Olivia Park', city: 'Toronto', status: 'Packed' },
  { id: 'PCL-3306', recipient: 'Tomás Silva', city: 'Porto', status: 'Packed' },
  { id: 'PCL-3307', recipient: 'Priya Nair', city: 'Pune', status: 'Awaiting stock' },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 110 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

// Only packed parcels can be handed to the carrier.
const isRowSelectable = (params: GridRowParams<Parcel>) => params.row.status === 'Packed';

export default function PickupSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const [message, setMessage] = React.useState('');
  const count = React.useMemo(() => {
    const manager = createRowSelectionManager(selection);
    return parcels.filter((parcel) => manager.has(parcel.id)).length;
  }, [selection]);

  const bookPickup = () => {
    setMessage(`Pickup booked for ${count} parcel${count === 1 ? '' : 's'}.`);
    setSelection({ type: 'include', ids: new Set() });
  };

  return (
    <Stack spacing={1}>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={parcels}
          columns={columns}
          checkboxSelection
          isRowSelectable={isRowSelectable}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<LocalShippingIcon />}
          disabled={count === 0}
          onClick={bookPickup}
        >
          Book pickup ({count})
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {message}
        </Typography>
      </Stack>
    </Stack>
  );
}
