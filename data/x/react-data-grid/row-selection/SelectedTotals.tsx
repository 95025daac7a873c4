import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  createRowSelectionManager,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Invoice {
  id: string;
  customer: string;
  amount: number;
}

const invoices: Invoice[] = [
  { id: 'INV-2041', customer: 'Northwind Traders', amount: 1290 },
  { id: 'INV-2042', customer: 'Contoso', amount: 480 },
  { id: 'INV-2043', customer: 'Fabrikam', amount: 3650 },
  { id: 'INV-2044', customer: 'Tailspin Toys', amount: 215 },
  { id: 'INV-2045', customer: 'Wide World Importers', amount: 8920 },
  { id: 'INV-2046', customer: 'Adventure Works', amount: 760 },
  { id: 'INV-2047', customer: 'Litware', amount: 1999 },
  { id: 'INV-2048', customer: 'Proseware', amount: 640 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
];

const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

export default function SelectedTotals() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['INV-2043', 'INV-2045']),
  });

  // "Select all" may produce { type: 'exclude', ids }: ask the manager, not `ids`.
  const selected = React.useMemo(() => {
    const manager = createRowSelectionManager(selection);
    return invoices.filter((invoice) => manager.has(invoice.id));
  }, [selection]);
  const total = selected.reduce((sum, invoice) => sum + invoice.amount, 0);

  return (
    <Stack spacing={1}>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" role="status" sx={{ flex: 1 }}>
          {selected.length} selected, ${total.toLocaleString('en-US')} in total
          {` (model type: "${selection.type}", ${selection.ids.size} id${selection.ids.size === 1 ? '' : 's'})`}
        </Typography>
        <Button size="small" onClick={() => setSelection(emptySelection)} disabled={selected.length === 0}>
          Clear selection
        </Button>
      </Stack>
    </Stack>
  );
}
