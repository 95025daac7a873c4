import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const products = [
  { sku: 'KB-201', name: 'Mechanical keyboard', stock: 42, price: 129 },
  { sku: 'MS-114', name: 'Wireless mouse', stock: 118, price: 49 },
  { sku: 'MN-270', name: '27-inch monitor', stock: 9, price: 329 },
  { sku: 'DK-080', name: 'USB-C dock', stock: 0, price: 189 },
  { sku: 'HS-330', name: 'Noise-cancelling headset', stock: 27, price: 219 },
];

export default function ProductInventory() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Product inventory" sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell>SKU</TableCell>
            <TableCell align="right">In stock</TableCell>
            <TableCell align="right">Price (USD)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.sku} hover sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
              <TableCell component="th" scope="row">
                {product.name}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{product.sku}</TableCell>
              <TableCell align="right" sx={{ color: product.stock === 0 ? 'error.main' : undefined }}>
                {product.stock === 0 ? 'Sold out' : product.stock}
              </TableCell>
              <TableCell align="right">{product.price.toFixed(2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
