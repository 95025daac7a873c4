import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

// Declares the extra prop that slotProps.footer passes to the custom footer.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    expenseCurrency?: string;
  }
}

type Expense = { id: number; date: Date; merchant: string; category: string; amount: number };

const rows: Expense[] = [
  { id: 1, date: new Date(2025, 2, 3), merchant: 'Rail Europe', category: 'Travel', amount: 184.5 },
  { id: 2, date: new Date(2025, 2, 4), merchant: 'Hotel Lumière', category: 'Lodging', amount: 412 },
  { id: 3, date: new Date(2025, 2, 4), merchant: 'Café Margot', category: 'Meals', amount: 38.2 },
  { id: 4, date: new Date(2025, 2, 5), merchant: 'Taxi Parisien', category: 'Travel', amount: 27.9 },
  { id: 5, date: new Date(2025, 2, 5), merchant: 'Brasserie du Port', category: 'Meals', amount: 64 },
  { id: 6, date: new Date(2025, 2, 6), merchant: 'CoWork Bastille', category: 'Office', amount: 45 },
  { id: 7, date: new Date(2025, 2, 6), merchant: 'Papeterie Roy', category: 'Office', amount: 19.6 },
  { id: 8, date: new Date(2025, 2, 7), merchant: 'Air Littoral', category: 'Travel', amount: 236 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'merchant', headerName: 'Merchant', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110, valueFormatter: (value: number) => value.toFixed(2) },
];

function ExpenseTotalsFooter({ expenseCurrency = 'EUR' }: GridSlotProps['footer']) {
  const apiRef = useGridApiContext();
  // Both values update whenever filtering, sorting or selection change.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const total = entries.reduce((sum, entry) => sum + (entry.model as Expense).amount, 0);

  return (
    <GridFooterContainer sx={{ pl: 2 }}>
      <Box>
        <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
          Total: {total.toFixed(2)} {expenseCurrency}
        </Typography>
        <Typography component="p" variant="caption" color="text.secondary">
          {entries.length} expenses{selectedCount > 0 ? `, ${selectedCount} selected` : ''}
        </Typography>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function ExpenseFooter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        label="Trip expenses"
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        slots={{ footer: ExpenseTotalsFooter }}
        slotProps={{ footer: { expenseCurrency: 'EUR' } }}
      />
    </Box>
  );
}
