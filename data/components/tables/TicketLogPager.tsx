import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import { type TablePaginationActionsProps } from '@mui/material/TablePaginationActions';
import TableRow from '@mui/material/TableRow';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const subjects = ['Cannot reset password', 'Invoice shows wrong VAT', 'Export stuck at 90%', 'Add a second admin', 'App crashes on login'];
const tickets = Array.from({ length: 17 }, (_, i) => ({
  id: 4810 + i,
  subject: subjects[(i * 2) % subjects.length],
  priority: ['Low', 'Normal', 'High'][i % 3],
}));

// Replaces the default arrows: previous, a "page n of m" jump menu, next.
function PageJumpActions(props: TablePaginationActionsProps) {
  const { className, count, page, rowsPerPage, onPageChange, getItemAriaLabel, disabled } = props;
  const pageCount = Math.max(1, Math.ceil(count / rowsPerPage));
  return (
    <Box className={className} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        aria-label={getItemAriaLabel('previous')}
        disabled={disabled || page === 0}
        onClick={(event) => onPageChange(event, page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <NativeSelect
        value={page}
        disabled={disabled}
        onChange={(event) => onPageChange(null, Number(event.target.value))}
        inputProps={{ 'aria-label': 'Jump to page' }}
        sx={{ fontSize: 'inherit' }}
      >
        {Array.from({ length: pageCount }, (_, index) => (
          <option key={index} value={index}>
            Page {index + 1} of {pageCount}
          </option>
        ))}
      </NativeSelect>
      <IconButton
        aria-label={getItemAriaLabel('next')}
        disabled={disabled || page >= pageCount - 1}
        onClick={(event) => onPageChange(event, page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}

export default function TicketLogPager() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  const visible = tickets.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Support tickets" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Ticket</TableCell>
            <TableCell>Subject</TableCell>
            <TableCell>Priority</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((ticket) => (
            <TableRow key={ticket.id}>
              <TableCell component="th" scope="row">#{ticket.id}</TableCell>
              <TableCell>{ticket.subject}</TableCell>
              <TableCell>{ticket.priority}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={tickets.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[4, 8]}
              onPageChange={(event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
              labelDisplayedRows={({ count }) => `${count} tickets`}
              ActionsComponent={PageJumpActions}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
