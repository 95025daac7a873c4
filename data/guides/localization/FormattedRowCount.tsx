import * as React from 'react';
import TablePagination from '@mui/material/TablePagination';
import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

// Intl formats 12480 as "12.480" in German; the stock label prints the raw number.
const numberFormat = new Intl.NumberFormat('de-DE');

function labelDisplayedRows({ from, to, count }: LabelDisplayedRowsArgs) {
  const total = count === -1 ? `mehr als ${numberFormat.format(to)}` : numberFormat.format(count);
  return `${numberFormat.format(from)}–${numberFormat.format(to)} von ${total}`;
}

// German strings from the locale, with one prop replaced by our own function.
function germanTheme(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      ...deDE.components,
      MuiTablePagination: {
        defaultProps: { ...deDE.components?.MuiTablePagination?.defaultProps, labelDisplayedRows },
      },
    },
  };
}

export default function FormattedRowCount() {
  const [page, setPage] = React.useState(499);
  const [rowsPerPage, setRowsPerPage] = React.useState(25);

  return (
    <ThemeProvider theme={germanTheme}>
      <TablePagination
        component="div"
        count={12480}
        page={page}
        onPageChange={(event, newPage) => setPage(newPage)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[25, 50, 100]}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </ThemeProvider>
  );
}
