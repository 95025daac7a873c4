import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Order {
  id: string;
  customer: string;
  city: string;
  lines: { sku: string; item: string; quantity: number; price: number }[];
}

const orders: Order[] = [
  {
    id: 'SO-1042',
    customer: 'Northwind Traders',
    city: 'Seattle',
    lines: [
      { sku: 'LMP-042', item: 'Desk lamp', quantity: 4, price: 39 },
      { sku: 'ARM-019', item: 'Monitor arm', quantity: 2, price: 89 },
    ],
  },
  {
    id: 'SO-1043',
    customer: 'Contoso',
    city: 'Lyon',
    lines: [{ sku: 'DSK-007', item: 'Standing desk', quantity: 1, price: 549 }],
  },
  {
    id: 'SO-1044',
    customer: 'Fabrikam',
    city: 'Porto',
    lines: [
      { sku: 'CHR-000', item: 'Office chair', quantity: 6, price: 229 },
      { sku: 'KBD-113', item: 'Keyboard', quantity: 6, price: 69 },
      { sku: 'LMP-042', item: 'Desk lamp', quantity: 6, price: 39 },
    ],
  },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'total',
    headerName: 'Total ($)',
    type: 'number',
    width: 110,
    valueGetter: (value, row) => row.lines.reduce((sum, l) => sum + l.quantity * l.price, 0),
  },
];

function OrderLines({ order }: { order: Order }) {
  return (
    <Box sx={{ py: 2, px: 3, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {order.lines.length} line{order.lines.length > 1 ? 's' : ''} for {order.customer}
      </Typography>
      <Table size="small" aria-label={`Lines of order ${order.id}`}>
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Price ($)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.sku}>
              <TableCell>{line.sku}</TableCell>
              <TableCell>{line.item}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{line.price}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function OrderDetails() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Order>) => <OrderLines order={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
