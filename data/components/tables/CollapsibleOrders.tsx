import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

type Order = { id: string; customer: string; total: number; items: { name: string; qty: number }[] };

const orders: Order[] = [
  { id: 'A-1001', customer: 'Lena Fischer', total: 84.5, items: [{ name: 'Ceramic mug', qty: 2 }, { name: 'Pour-over kettle', qty: 1 }] },
  { id: 'A-1002', customer: 'Diego Alvarez', total: 23, items: [{ name: 'Coffee beans, 500 g', qty: 1 }] },
  { id: 'A-1003', customer: 'Mei Chen', total: 156, items: [{ name: 'Grinder', qty: 1 }, { name: 'Paper filters', qty: 3 }] },
];

function OrderRow({ order }: { order: Order }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = React.useId();
  return (
    <>
      <TableRow sx={{ '& > td, & > th': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton size="small" aria-label={`Items in order ${order.id}`} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">{order.id}</TableCell>
        <TableCell>{order.customer}</TableCell>
        <TableCell align="right">{order.total.toFixed(2)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={4} sx={{ py: 0 }} id={detailsId}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box sx={{ m: 1, mb: 2 }}>
              <Typography component="p" variant="subtitle2" gutterBottom>Items</Typography>
              <Table size="small" aria-label={`Items in order ${order.id}`}>
                <TableBody>
                  {order.items.map((item) => (
                    <TableRow key={item.name}>
                      <TableCell>{item.name}</TableCell>
                      <TableCell align="right">× {item.qty}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

export default function CollapsibleOrders() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Recent orders" sx={{ minWidth: 440 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox"><Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Details</Box></TableCell>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Total (EUR)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => <OrderRow key={order.id} order={order} />)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
