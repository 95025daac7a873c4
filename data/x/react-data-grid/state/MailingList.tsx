import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

type Customer = { id: number; name: string; email: string; plan: 'Free' | 'Team' | 'Business'; country: string };

const rows: Customer[] = [
  { id: 1, name: 'Aiko Tanaka', email: 'aiko@example.jp', plan: 'Team', country: 'Japan' },
  { id: 2, name: 'Ben Carter', email: 'ben.carter@example.com', plan: 'Free', country: 'USA' },
  { id: 3, name: 'Carla Romero', email: 'carla@example.es', plan: 'Business', country: 'Spain' },
  { id: 4, name: 'Dmitri Volkov', email: 'dmitri@example.org', plan: 'Team', country: 'Estonia' },
  { id: 5, name: 'Esi Owusu', email: 'esi.owusu@example.com', plan: 'Business', country: 'Ghana' },
  { id: 6, name: 'Finn Müller', email: 'finn@example.de', plan: 'Free', country: 'Germany' },
  { id: 7, name: 'Gabriela Souza', email: 'gabi@example.br', plan: 'Team', country: 'Brazil' },
];

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'plan', headerName: 'Plan', width: 100 },
  { field: 'country', headerName: 'Country', width: 110 },
];

export default function MailingList() {
  const apiRef = useGridApiRef();
  const [recipientIds, setRecipientIds] = React.useState<GridRowId[]>([]);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    // Selectors read the grid state directly: here, the ids that pass the filters, in display order.
    const update = () => setRecipientIds(gridFilteredSortedRowIdsSelector(apiRef));
    update();
    const unsubscribeFilter = api.subscribeEvent('filteredRowsSet', update);
    const unsubscribeSort = api.subscribeEvent('sortedRowsSet', update);
    return () => {
      unsubscribeFilter();
      unsubscribeSort();
    };
  }, [apiRef]);

  const recipients = recipientIds
    .map((id) => rows.find((row) => row.id === id))
    .filter((row): row is Customer => row !== undefined);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, width: '100%' }}>
      <Box sx={{ height: 400, minWidth: 0 }}>
        <DataGrid label="Customers" apiRef={apiRef} rows={rows} columns={columns} showToolbar hideFooter />
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5, height: 400, overflow: 'auto' }}>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          Newsletter recipients ({recipients.length})
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {recipients.map((customer) => (
            <Typography component="li" variant="body2" key={customer.id} sx={{ wordBreak: 'break-all' }}>
              {customer.email}
            </Typography>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
