import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridFooterContainer,
  gridFocusCellSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

interface Invoice {
  id: string;
  customer: string;
  amount: number;
  status: 'Open' | 'Paid' | 'Overdue';
}

const initialInvoices: Invoice[] = [
  { id: 'INV-2041', customer: 'Northwind Traders', amount: 1290, status: 'Paid' },
  { id: 'INV-2042', customer: 'Contoso', amount: 480, status: 'Open' },
  { id: 'INV-2043', customer: 'Fabrikam', amount: 3650, status: 'Open' },
  { id: 'INV-2044', customer: 'Tailspin Toys', amount: 215, status: 'Paid' },
  { id: 'INV-2045', customer: 'Wide World Importers', amount: 8920, status: 'Overdue' },
  { id: 'INV-2046', customer: 'Adventure Works', amount: 760, status: 'Open' },
  { id: 'INV-2047', customer: 'Litware', amount: 1999, status: 'Overdue' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// A footer slot rendered inside the grid, so it can read the grid's focus state.
function FocusFooter() {
  const apiRef = useGridApiContext();
  const cell = useGridSelector(apiRef, gridFocusCellSelector);
  return (
    <GridFooterContainer sx={{ px: 2, typography: 'body2', color: 'text.secondary' }}>
      {cell ? `Focused: ${cell.id}, column "${cell.field}". Press P to mark it paid.` : 'No cell focused.'}
    </GridFooterContainer>
  );
}

export default function KeyboardTriage() {
  const apiRef = useGridApiRef();
  const [invoices, setInvoices] = React.useState(initialInvoices);

  const handleCellKeyDown = (params: GridCellParams<Invoice>, event: React.KeyboardEvent) => {
    if (event.key.toLowerCase() === 'p' && !event.ctrlKey && !event.metaKey) {
      setInvoices((prev) =>
        prev.map((row) => (row.id === params.id ? { ...row, status: 'Paid' } : row)),
      );
    }
  };

  const focusNextOverdue = () => {
    const api = apiRef.current;
    const target = invoices.find((row) => row.status === 'Overdue');
    if (!api || !target) return;
    const rowIndex = api.getRowIndexRelativeToVisibleRows(target.id);
    api.scrollToIndexes({ rowIndex, colIndex: api.getColumnIndex('status') });
    api.setCellFocus(target.id, 'status');
  };

  return (
    <Stack spacing={1}>
      <div>
        <Button size="small" variant="outlined" onClick={focusNextOverdue}>
          Go to first overdue invoice
        </Button>
      </div>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={columns}
          onCellKeyDown={handleCellKeyDown}
          slots={{ footer: FocusFooter }}
        />
      </div>
    </Stack>
  );
}
