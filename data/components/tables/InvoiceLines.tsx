import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const lines = [
  { item: 'Design workshop (half day)', quantity: 2, unitPrice: 650 },
  { item: 'Prototype development, hours', quantity: 24, unitPrice: 95 },
  { item: 'Usability test sessions', quantity: 5, unitPrice: 120 },
];

const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
const vat = subtotal * 0.2;

export default function InvoiceLines() {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 620 }}>
      <Table size="small" aria-label="Invoice lines">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.item}>
              <TableCell>{line.item}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{line.unitPrice.toFixed(2)}</TableCell>
              <TableCell align="right">{(line.quantity * line.unitPrice).toFixed(2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} align="right">
              VAT (20%)
            </TableCell>
            <TableCell align="right">{vat.toFixed(2)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={3} align="right" sx={{ fontWeight: 'bold', color: 'text.primary' }}>
              Total (EUR)
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 'bold', color: 'text.primary' }}>
              {(subtotal + vat).toFixed(2)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
