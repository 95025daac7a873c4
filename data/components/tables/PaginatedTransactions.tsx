import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

const merchants = ['Corner Café', 'City Transit', 'Green Grocer', 'BookNook', 'Cinema Lux', 'Pharmacy Plus'];

// 23 deterministic rows
const transactions = Array.from({ length: 23 }, (_, index) => ({
  id: `TX-${1040 + index}`,
  date: `2026-03-${String(index + 1).padStart(2, '0')}`,
  merchant: merchants[index % merchants.length],
  amount: ((index * 37) % 90) + 4.5,
}));

export default function PaginatedTransactions() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  // rowsPerPage is -1 when the reader picks "All"
  const visible =
    rowsPerPage > 0 ? transactions.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage) : transactions;
  const emptyRows = rowsPerPage > 0 ? rowsPerPage - visible.length : 0;

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Card transactions" sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Merchant</TableCell>
            <TableCell>Reference</TableCell>
            <TableCell align="right">Amount (EUR)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((tx) => (
            <TableRow key={tx.id}>
              <TableCell>{tx.date}</TableCell>
              <TableCell>{tx.merchant}</TableCell>
              <TableCell>{tx.id}</TableCell>
              <TableCell align="right">{tx.amount.toFixed(2)}</TableCell>
            </TableRow>
          ))}
          {emptyRows > 0 && (
            <TableRow style={{ height: 33 * emptyRows }}>
              <TableCell colSpan={4} />
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={transactions.length}
              page={page}
              onPageChange={(event, newPage) => setPage(newPage)}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, { value: -1, label: 'All' }]}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(parseInt(event.target.value, 10));
                setPage(0);
              }}
              showFirstButton
              showLastButton
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
