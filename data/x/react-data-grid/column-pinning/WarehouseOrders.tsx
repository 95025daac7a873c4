import * as React from 'react';
import EditIcon from '@mui/icons-material/Edit';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { DataGridPro, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid-pro';

type Order = {
  id: string;
  customer: string;
  city: string;
  country: string;
  items: number;
  weightKg: number;
  carrier: string;
  warehouse: string;
  placed: Date;
  total: number;
};

const rows: Order[] = [
  { id: 'SO-8841', customer: 'Brightline Cafés', city: 'Leeds', country: 'United Kingdom', items: 12, weightKg: 18.5, carrier: 'DPD', warehouse: 'Manchester', placed: new Date(2025, 4, 2), total: 642.1 },
  { id: 'SO-8842', customer: 'Atelier Nord', city: 'Lille', country: 'France', items: 3, weightKg: 4.2, carrier: 'Colissimo', warehouse: 'Lyon', placed: new Date(2025, 4, 2), total: 189 },
  { id: 'SO-8843', customer: 'Kettle & Co', city: 'Cork', country: 'Ireland', items: 40, weightKg: 61, carrier: 'An Post', warehouse: 'Dublin', placed: new Date(2025, 4, 3), total: 2210.5 },
  { id: 'SO-8844', customer: 'Pixelforge', city: 'Tallinn', country: 'Estonia', items: 1, weightKg: 0.8, carrier: 'Omniva', warehouse: 'Riga', placed: new Date(2025, 4, 4), total: 74.9 },
  { id: 'SO-8845', customer: 'Verde Market', city: 'Bologna', country: 'Italy', items: 22, weightKg: 30.2, carrier: 'BRT', warehouse: 'Milan', placed: new Date(2025, 4, 4), total: 968.4 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'placed', headerName: 'Placed', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 100,
    getActions: () => [
      <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit order" />,
      <GridActionsCellItem key="ship" icon={<LocalShippingIcon />} label="Mark as shipped" />,
    ],
  },
];

export default function WarehouseOrders() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ pinnedColumns: { left: ['id'], right: ['actions'] } }}
      />
    </div>
  );
}
