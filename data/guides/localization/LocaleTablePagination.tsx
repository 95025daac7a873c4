import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { deDE, enUS, esES, frFR, jaJP, zhCN, type Localization } from '@mui/material/locale';

const locales = { enUS, frFR, deDE, esES, jaJP, zhCN };
type LocaleKey = keyof typeof locales;

// Merge a locale's component defaults into the surrounding theme (here, the docs site's theme).
// In an application you would write createTheme(theme, frFR) once, at the root.
function withLocale(locale: Localization) {
  return (outer: Theme): Theme => ({ ...outer, components: { ...outer.components, ...locale.components } });
}
const localeThemes = Object.fromEntries(
  Object.entries(locales).map(([key, locale]) => [key, withLocale(locale)]),
) as Record<LocaleKey, (outer: Theme) => Theme>;

const shipments = Array.from({ length: 23 }, (_, index) => ({
  id: `SH-${1040 + index}`,
  destination: ['Lyon', 'Hamburg', 'Osaka', 'Valencia', 'Chengdu'][index % 5],
  parcels: ((index * 7) % 12) + 1,
}));

export default function LocaleTablePagination() {
  const [localeKey, setLocaleKey] = React.useState<LocaleKey>('frFR');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const visible = shipments.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <TextField
        select
        size="small"
        label="Locale"
        value={localeKey}
        onChange={(event) => setLocaleKey(event.target.value as LocaleKey)}
        sx={{ mb: 2, minWidth: 160 }}
      >
        {Object.keys(locales).map((key) => (
          <MenuItem key={key} value={key}>
            {key}
          </MenuItem>
        ))}
      </TextField>
      <ThemeProvider theme={localeThemes[localeKey]}>
        <Table size="small" aria-label="Shipments">
          <TableHead>
            <TableRow>
              <TableCell>Shipment</TableCell>
              <TableCell>Destination</TableCell>
              <TableCell align="right">Parcels</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.id}</TableCell>
                <TableCell>{row.destination}</TableCell>
                <TableCell align="right">{row.parcels}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={shipments.length}
          page={page}
          onPageChange={(event, newPage) => setPage(newPage)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[5, 10, 25]}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </ThemeProvider>
    </Box>
  );
}
