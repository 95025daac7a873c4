import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Shipment = {
  id: string;
  customer: string;
  items: number;
  carrier: string;
  promisedBy: Date;
};

const shipments: Shipment[] = [
  { id: 'SO-2291', customer: 'Harbor Books', items: 3, carrier: 'DHL', promisedBy: new Date(2025, 2, 14) },
  { id: 'SO-2294', customer: 'Lumen Lighting', items: 12, carrier: 'UPS', promisedBy: new Date(2025, 2, 14) },
  { id: 'SO-2297', customer: 'Fjord Outdoor', items: 1, carrier: 'FedEx', promisedBy: new Date(2025, 2, 15) },
  { id: 'SO-2301', customer: 'Atlas Print', items: 6, carrier: 'DHL', promisedBy: new Date(2025, 2, 17) },
  { id: 'SO-2302', customer: 'Nori Kitchen', items: 2, carrier: 'UPS', promisedBy: new Date(2025, 2, 18) },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
  {
    field: 'promisedBy',
    headerName: 'Promised by',
    type: 'date',
    width: 130,
    // An explicit locale keeps the text the same for every reader of this page.
    valueFormatter: (value: Date) =>
      value.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
  },
];

export default function ShippingQueue() {
  const headingId = React.useId();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id={headingId} variant="h6" component="h3">
        Orders awaiting shipment
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Packed orders that have no tracking number yet.
      </Typography>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid aria-labelledby={headingId} rows={shipments} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
