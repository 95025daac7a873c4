import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

type Movement = { date: string; type: 'Received' | 'Shipped' | 'Adjusted'; quantity: number; reference: string };
type Product = { id: number; name: string; warehouse: string; stock: number; movements: Movement[] };

const products: Product[] = [
  { id: 1, name: 'Standing desk, oak', warehouse: 'Porto', stock: 6, movements: [
    { date: '2025-03-11', type: 'Received', quantity: 20, reference: 'PO-4471' },
    { date: '2025-03-12', type: 'Shipped', quantity: -12, reference: 'SO-9820' },
    { date: '2025-03-14', type: 'Shipped', quantity: -2, reference: 'SO-9851' },
  ] },
  { id: 2, name: 'Desk lamp, brass', warehouse: 'Lyon', stock: 0, movements: [
    { date: '2025-03-01', type: 'Received', quantity: 30, reference: 'PO-4402' },
    { date: '2025-03-09', type: 'Adjusted', quantity: -1, reference: 'Damaged in storage' },
    { date: '2025-03-10', type: 'Shipped', quantity: -29, reference: 'SO-9712' },
  ] },
  { id: 3, name: 'Monitor arm', warehouse: 'Lyon', stock: 9, movements: [
    { date: '2025-03-04', type: 'Received', quantity: 10, reference: 'PO-4420' },
    { date: '2025-03-13', type: 'Shipped', quantity: -1, reference: 'SO-9833' },
  ] },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];

function Movements({ row }: { row: Product }) {
  return (
    <Box sx={{ py: 1.5, px: 6, bgcolor: 'action.hover' }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 500, mb: 1 }}>
        Stock movements, {row.name}
      </Typography>
      <Table size="small" aria-label={`Stock movements for ${row.name}`}>
        <TableHead>
          <TableRow><TableCell>Date</TableCell><TableCell>Type</TableCell><TableCell align="right">Quantity</TableCell><TableCell>Reference</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {row.movements.map((movement) => (
            <TableRow key={movement.reference}>
              <TableCell>{movement.date}</TableCell>
              <TableCell>{movement.type}</TableCell>
              <TableCell align="right">{movement.quantity > 0 ? `+${movement.quantity}` : movement.quantity}</TableCell>
              <TableCell>{movement.reference}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function ProductDetails() {
  // Stable callbacks: a new function on each render would make the grid recompute every panel.
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<Product>) => <Movements row={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        label="Products with stock movements"
        rows={products}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
        hideFooter
      />
    </Box>
  );
}
