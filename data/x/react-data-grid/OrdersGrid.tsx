import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Order = { id: number; customer: string; total: number; status: 'Pending' | 'Shipped' | 'Delivered' };

const initialOrders: Order[] = [
  { id: 101, customer: 'Lena Fischer', total: 129.9, status: 'Delivered' },
  { id: 102, customer: 'Omar Haddad', total: 54, status: 'Shipped' },
  { id: 103, customer: 'Priya Nair', total: 310.25, status: 'Pending' },
  { id: 104, customer: 'Tomás Ruiz', total: 18.5, status: 'Pending' },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Defined outside the component, so the reference never changes between renders.
const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150, editable: true },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, editable: true,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)) },
  { field: 'status', headerName: 'Status', type: 'singleSelect', width: 130, editable: true,
    valueOptions: ['Pending', 'Shipped', 'Delivered'] },
];

export default function OrdersGrid() {
  const [orders, setOrders] = React.useState<Order[]>(initialOrders);

  const processRowUpdate = (updated: Order) => {
    if (updated.total < 0) throw new Error('The total cannot be negative.');
    setOrders((rows) => rows.map((row) => (row.id === updated.id ? updated : row)));
    return updated;
  };

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        label="Orders"
        rows={orders}
        columns={columns}
        showToolbar
        checkboxSelection
        disableRowSelectionOnClick
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(error: Error) => window.alert(error.message)}
      />
    </div>
  );
}
