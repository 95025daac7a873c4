import * as React from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

type Delivery = { id: number; parcel: string; recipient: string; city: string; courier: string; weightKg: number; status: string };

const rows: Delivery[] = [
  { id: 1, parcel: 'PX-88102', recipient: 'Greta Holm', city: 'Malmö', courier: 'Northline', weightKg: 1.2, status: 'Out for delivery' },
  { id: 2, parcel: 'PX-88117', recipient: 'Farid Haddad', city: 'Lyon', courier: 'Rapidex', weightKg: 4.8, status: 'In transit' },
  { id: 3, parcel: 'PX-88125', recipient: 'June Park', city: 'Leeds', courier: 'Northline', weightKg: 0.6, status: 'Delivered' },
];

const columns: GridColDef<Delivery>[] = [
  { field: 'parcel', headerName: 'Parcel', width: 110 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 130 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'courier', headerName: 'Courier', width: 110 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

const narrowModel: GridColumnVisibilityModel = { city: false, courier: false, weightKg: false };

export default function ResponsiveDeliveryColumns() {
  const theme = useTheme();
  // `false` during the server render and the first browser render, so hydration matches.
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({});

  // Apply the preset when the breakpoint changes; the user's own changes stay until the next change.
  React.useEffect(() => {
    setModel(isNarrow ? narrowModel : {});
  }, [isNarrow]);

  return (
    <div style={{ height: 260, width: '100%' }}>
      <DataGrid
        label="Parcel deliveries"
        rows={rows}
        columns={columns}
        hideFooter
        columnVisibilityModel={model}
        onColumnVisibilityModelChange={setModel}
      />
    </div>
  );
}
