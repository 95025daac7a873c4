import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const invoices = [
  { id: 'INV-2041', customer: 'Northwind Traders', amount: 1280 },
  { id: 'INV-2042', customer: 'Blue Harbor Café', amount: 342.5 },
  { id: 'INV-2043', customer: 'Kestrel Labs', amount: 9900 },
  { id: 'INV-2044', customer: 'Atelier Moreau', amount: 615 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function CompactInvoiceTable() {
  const [small, setSmall] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel control={<Switch checked={small} onChange={(event) => setSmall(event.target.checked)} />} label='size="small"' />
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size={small ? 'small' : 'medium'} aria-label="Recent invoices">
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>{invoice.id}</TableCell>
                <TableCell>{invoice.customer}</TableCell>
                <TableCell align="right">{currency.format(invoice.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
