import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Book = { id: number; title: string; author: string; year: number; loans: number };

const rows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, loans: 41 },
  { id: 2, title: 'Beloved', author: 'Toni Morrison', year: 1987, loans: 36 },
  { id: 3, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, loans: 29 },
  { id: 4, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, loans: 33 },
  { id: 5, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967, loans: 52 },
  { id: 6, title: 'Wide Sargasso Sea', author: 'Jean Rhys', year: 1966, loans: 17 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80, valueFormatter: (value: number) => String(value) },
  { field: 'loans', headerName: 'Loans', type: 'number', width: 80 },
];

type Entry = { seq: number; name: string; detail: string };

export default function EventLog() {
  const apiRef = useGridApiRef();
  const [entries, setEntries] = React.useState<Entry[]>([]);
  const seqRef = React.useRef(0);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const log = (name: string, detail: string) => {
      seqRef.current += 1;
      const entry = { seq: seqRef.current, name, detail };
      setEntries((previous) => [entry, ...previous].slice(0, 12));
    };
    // subscribeEvent returns a function that removes the listener.
    const unsubscribers = [
      api.subscribeEvent('rowClick', (params) => log('rowClick', `row ${params.id}`)),
      api.subscribeEvent('cellDoubleClick', (params) => log('cellDoubleClick', `${params.field} of row ${params.id}`)),
      api.subscribeEvent('cellKeyDown', (params, event) => log('cellKeyDown', `${event.key} in ${params.field}`)),
      api.subscribeEvent('cellFocusIn', (params) => log('cellFocusIn', `${params.field} of row ${params.id}`)),
      api.subscribeEvent('columnHeaderClick', (params) => log('columnHeaderClick', params.field)),
      api.subscribeEvent('sortModelChange', (model) => log('sortModelChange', JSON.stringify(model))),
      api.subscribeEvent('filterModelChange', (model) => log('filterModelChange', `${model.items.length} item(s)`)),
      api.subscribeEvent('rowSelectionChange', (model) => log('rowSelectionChange', `${model.ids.size} id(s), ${model.type}`)),
      api.subscribeEvent('columnWidthChange', (params) => log('columnWidthChange', `${params.colDef.field}: ${params.width}px`)),
      api.subscribeEvent('menuOpen', () => log('menuOpen', 'column menu')),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, width: '100%' }}>
      <Box sx={{ height: 380, minWidth: 0 }}>
        <DataGrid label="Library loans" apiRef={apiRef} rows={rows} columns={columns} checkboxSelection hideFooter />
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5, height: 380, overflow: 'auto' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography component="h3" variant="subtitle2">
            Event log
          </Typography>
          <Button size="small" onClick={() => setEntries([])} disabled={entries.length === 0}>
            Clear
          </Button>
        </Box>
        {entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Click, type, sort or resize in the grid.
          </Typography>
        ) : (
          <Box component="ol" aria-label="Grid events, newest first" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {entries.map((entry) => (
              <Box component="li" key={entry.seq} sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider', fontSize: 13 }}>
                <Box component="code" sx={{ color: 'primary.main', mr: 1 }}>
                  {entry.name}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
                  {entry.detail}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
